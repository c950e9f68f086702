import { useId, useState, type FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import type { ApiKeyFieldsFragment } from '../../../gql/graphql';
import { useApiKeysQuery } from '../../../gql/hooks/ApiKeys';
import { useCreateApiKeyMutation } from '../../../gql/hooks/CreateApiKey';
import { useRevokeApiKeyMutation } from '../../../gql/hooks/RevokeApiKey';
import { formatDateTime, serverErrorOr } from '../back-office-errors';

/** What each scope lets a key do (docs/API.md has the same table). */
export const KEY_SCOPES = [
  { scope: 'catalog:read', label: 'Read the catalogue', hint: 'Published products, categories, collections (any key may).' },
  { scope: 'catalog:write', label: 'Change the catalogue', hint: 'Products, sizes and colours, stock, categories, collections.' },
  { scope: 'orders:read', label: 'Read orders', hint: 'The order desk, each order, invoices.' },
  { scope: 'orders:write', label: 'Move orders', hint: 'Status moves (packed, shipped…), bulk moves and notes.' },
  { scope: 'customers:read', label: 'Read customers', hint: 'Customers with their orders and spending.' },
  { scope: 'content:write', label: 'Change site content', hint: 'The home, about and contact pages and the footer.' },
  { scope: 'webhooks:manage', label: 'Manage webhooks', hint: 'Reserved for webhook endpoints.' },
] as const;

const CREATE_FAILED = 'Failed to create the API key';

/** The end of a chosen day in India's time, as the server takes it. */
export function expiryOf(day: string): string | null {
  return day ? new Date(`${day}T23:59:59+05:30`).toISOString() : null;
}

function NewKeyForm({ onCreated }: { onCreated(key: string, name: string): void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiry, setExpiry] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [createKey, { loading }] = useCreateApiKeyMutation();
  const nameId = useId();
  const expiryId = useId();
  const toggle = (scope: string) => setScopes((old) => (old.includes(scope) ? old.filter((s) => s !== scope) : [...old, scope]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Give the key a name, e.g. the integration it is for.');
    if (scopes.length === 0) return setProblem('Choose at least one scope.');
    setProblem(null);
    try {
      const { data } = await createKey({ variables: { input: { name: name.trim(), scopes, expiresAt: expiryOf(expiry) } } });
      if (data) {
        onCreated(data.createApiKey.key, data.createApiKey.apiKey.name);
        setName('');
        setScopes([]);
        setExpiry('');
      }
    } catch (failure) {
      setProblem(serverErrorOr(failure, CREATE_FAILED));
    }
  };

  return (
    <form className="bo-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={nameId}>Name</label>
        <input id={nameId} className="field__input" value={name} maxLength={80} placeholder="Tally sync" onChange={(event) => setName(event.target.value)} />
      </div>
      <fieldset className="permission-picker">
        <legend className="field__label">Scopes</legend>
        {KEY_SCOPES.map((s) => (
          <label key={s.scope} className="permission-picker__item">
            <input type="checkbox" checked={scopes.includes(s.scope)} onChange={() => toggle(s.scope)} />
            <span>
              {s.label} <code>{s.scope}</code>
              <span className="muted"> · {s.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={expiryId}>Expires after (optional, India time)</label>
        <input id={expiryId} className="field__input" type="date" value={expiry} onChange={(event) => setExpiry(event.target.value)} />
      </div>
      {problem && <p className="field__error" role="alert">{problem}</p>}
      <div className="bo-form__actions">
        <button type="submit" className="button" disabled={loading}>{loading ? 'Creating…' : 'Create key'}</button>
      </div>
    </form>
  );
}

/** The new key, shown this once, with a copy button. */
function NewKeyNotice({ secret, name, onDone }: { secret: string; name: string; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="bo-card" role="status" aria-label="New API key">
      <h3 className="bo-card__title">Copy the key for “{name}” now</h3>
      <p className="muted">It is shown only once; we keep only a fingerprint of it. Send it as <code>Authorization: Bearer &lt;key&gt;</code> on /graphql and /api.</p>
      <p><code className="api-key-secret" data-testid="new-api-key">{secret}</code></p>
      <div className="bo-form__actions">
        <button type="button" className="button" onClick={() => void copy()}>{copied ? 'Copied' : 'Copy key'}</button>
        <button type="button" className="button button--outline" onClick={onDone}>I have stored it</button>
      </div>
    </div>
  );
}

function keyState(key: ApiKeyFieldsFragment, now: Date): 'live' | 'revoked' | 'expired' {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt) <= now) return 'expired';
  return 'live';
}

/** /admin/developers: API keys for integrations — make one (the secret shown once), see them, revoke. */
export function ApiKeysManager() {
  const { data, loading, error, refetch } = useApiKeysQuery({ fetchPolicy: 'cache-and-network' });
  const [revokeKey] = useRevokeApiKeyMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [fresh, setFresh] = useState<{ secret: string; name: string } | null>(null);
  const keys = data?.apiKeys ?? [];
  const now = new Date();

  const revoke = async (key: ApiKeyFieldsFragment) => {
    if (!window.confirm(`Revoke “${key.name}” (${key.prefix}…)? Integrations using it stop working at once.`)) return;
    try {
      await revokeKey({ variables: { id: key.id } });
      enqueueSnackbar('API key revoked.', { variant: 'success' });
      await refetch();
    } catch (failure) {
      enqueueSnackbar(serverErrorOr(failure, 'Failed to revoke the API key'), { variant: 'error' });
    }
  };

  return (
    <>
      <section className="bo-card">
        <div className="bo-card__head">
          <h2 className="bo-card__title">New API key</h2>
        </div>
        <p className="muted">A key lets an integration — an ERP or Tally sync, a marketplace feed, a courier's tool — call the store's API with only the scopes you choose. It never signs in as a person. The playground at <a href="/graphql">/graphql</a> and docs/API.md show how to use it.</p>
        {fresh
          ? <NewKeyNotice secret={fresh.secret} name={fresh.name} onDone={() => setFresh(null)} />
          : <NewKeyForm onCreated={(secret, name) => { setFresh({ secret, name }); void refetch(); }} />}
      </section>

      <section className="bo-card" aria-label="API keys">
        <h2 className="bo-card__title">API keys</h2>
        {loading && !data && <p className="bo-empty">Loading API keys…</p>}
        {error && !data && (
          <div role="alert">
            <p>Failed to load API keys</p>
            <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
          </div>
        )}
        {data && keys.length === 0 && <p className="bo-empty">No API keys yet.</p>}
        <ul className="bo-list">
          {keys.map((key) => {
            const state = keyState(key, now);
            return (
              <li key={key.id} className="bo-list__item">
                <div><strong>{key.name}</strong> <code>{key.prefix}…</code></div>
                <div className="bo-list__meta">
                  <span className={`bo-badge bo-badge--${state === 'live' ? 'live' : 'overdue'}`}>{state === 'live' ? 'Active' : state === 'revoked' ? 'Revoked' : 'Expired'}</span>
                  {key.scopes.map((s) => <span key={s} className="bo-badge">{s}</span>)}
                </div>
                <div className="bo-list__meta muted">
                  <span>Made by {key.createdBy} on {formatDateTime(key.createdAt)}</span>
                  <span> · Last used {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'never'}</span>
                  {key.expiresAt && <span> · Expires {formatDateTime(key.expiresAt)}</span>}
                  {key.revokedAt && <span> · Revoked {formatDateTime(key.revokedAt)}</span>}
                </div>
                {state !== 'revoked' && (
                  <div className="bo-list__actions">
                    <button type="button" className="button button--small button--danger" onClick={() => void revoke(key)} aria-label={`Revoke “${key.name}”`}>Revoke</button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import type { WebhookEndpointFieldsFragment } from '../../../gql/graphql';
import { useCreateWebhookEndpointMutation } from '../../../gql/hooks/CreateWebhookEndpoint';
import { useDeleteWebhookEndpointMutation } from '../../../gql/hooks/DeleteWebhookEndpoint';
import { useRedeliverWebhookMutation } from '../../../gql/hooks/RedeliverWebhook';
import { useSendTestWebhookMutation } from '../../../gql/hooks/SendTestWebhook';
import { useUpdateWebhookEndpointMutation } from '../../../gql/hooks/UpdateWebhookEndpoint';
import { useWebhookDeliveriesQuery } from '../../../gql/hooks/WebhookDeliveries';
import { useWebhookEndpointsQuery } from '../../../gql/hooks/WebhookEndpoints';
import { formatDateTime, serverErrorOr } from '../back-office-errors';

/** The events an endpoint may ask for (docs/API.md describes each). */
export const WEBHOOK_EVENTS = [
  'order.placed', 'order.status_changed', 'order.cancelled', 'payment.refunded', 'return.requested', 'return.status_changed',
  'product.created', 'product.updated', 'stock.low', 'enquiry.received',
] as const;

function NewEndpointForm({ onCreated }: { onCreated(secret: string, url: string): void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['order.placed', 'order.status_changed']);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useCreateWebhookEndpointMutation();
  const urlId = useId();
  const toggle = (e: string) => setEvents((old) => (old.includes(e) ? old.filter((x) => x !== e) : [...old, e]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return setProblem('Give the https:// URL that receives the events.');
    if (events.length === 0) return setProblem('Choose at least one event.');
    setProblem(null);
    try {
      const { data } = await create({ variables: { input: { url: url.trim(), events } } });
      if (data) {
        onCreated(data.createWebhookEndpoint.secret, data.createWebhookEndpoint.endpoint.url);
        setUrl('');
      }
    } catch (failure) {
      setProblem(serverErrorOr(failure, 'Failed to add the endpoint'));
    }
  };
  return (
    <form className="bo-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={urlId}>Endpoint URL</label>
        <input id={urlId} className="field__input" value={url} maxLength={500} placeholder="https://erp.example.in/kapda/webhooks" onChange={(e) => setUrl(e.target.value)} />
      </div>
      <fieldset className="permission-picker">
        <legend className="field__label">Events</legend>
        {WEBHOOK_EVENTS.map((e) => (
          <label key={e} className="permission-picker__item">
            <input type="checkbox" checked={events.includes(e)} onChange={() => toggle(e)} />
            <span><code>{e}</code></span>
          </label>
        ))}
      </fieldset>
      {problem && <p className="field__error" role="alert">{problem}</p>}
      <div className="bo-form__actions">
        <button type="submit" className="button" disabled={loading}>{loading ? 'Adding…' : 'Add endpoint'}</button>
      </div>
    </form>
  );
}

/** The attempts to one endpoint, with redelivery. */
function Deliveries({ endpointId }: { endpointId: string }) {
  const { data, loading, refetch } = useWebhookDeliveriesQuery({ variables: { id: endpointId }, fetchPolicy: 'network-only' });
  const [redeliver] = useRedeliverWebhookMutation();
  const { enqueueSnackbar } = useSnackbar();
  const attempts = data?.webhookDeliveries ?? [];
  const again = async (attemptId: string) => {
    try {
      const { data: answer } = await redeliver({ variables: { id: endpointId, attemptId } });
      const code = answer?.redeliverWebhook.statusCode;
      enqueueSnackbar(code ? `Redelivered: answered ${code}` : 'Redelivered: no answer', { variant: code && code < 300 ? 'success' : 'warning' });
      await refetch();
    } catch (failure) {
      enqueueSnackbar(serverErrorOr(failure, 'Failed to redeliver'), { variant: 'error' });
    }
  };
  if (loading && !data) return <p className="bo-empty">Loading deliveries…</p>;
  if (attempts.length === 0) return <p className="bo-empty">No deliveries yet.</p>;
  return (
    <div className="bo-table-wrap">
      <table className="bo-table" aria-label="Deliveries">
        <thead><tr><th>Time</th><th>Event</th><th>Status</th><th>Took</th><th>Answer</th><th /></tr></thead>
        <tbody>
          {attempts.map((a) => (
            <tr key={a.id}>
              <td>{formatDateTime(a.attemptedAt)}</td>
              <td><code>{a.event}</code></td>
              <td>{a.statusCode ?? '—'}</td>
              <td>{a.durationMs} ms</td>
              <td className="muted">{a.response.slice(0, 120)}</td>
              <td><button type="button" className="button button--small button--outline" onClick={() => void again(a.id)}>Redeliver</button></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Webhook endpoints on /admin/developers: add (secret shown once), test, switch on/off, delete, deliveries. */
export function WebhooksManager() {
  const { data, refetch } = useWebhookEndpointsQuery({ fetchPolicy: 'cache-and-network' });
  const [update] = useUpdateWebhookEndpointMutation();
  const [remove] = useDeleteWebhookEndpointMutation();
  const [sendTest] = useSendTestWebhookMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [fresh, setFresh] = useState<{ secret: string; url: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const endpoints = data?.webhookEndpoints ?? [];

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      enqueueSnackbar(success, { variant: 'success' });
      await refetch();
    } catch (failure) {
      enqueueSnackbar(serverErrorOr(failure, 'Failed to change the endpoint'), { variant: 'error' });
    }
  };
  const test = async (e: WebhookEndpointFieldsFragment) => {
    try {
      const { data: answer } = await sendTest({ variables: { id: e.id } });
      const code = answer?.sendTestWebhook.statusCode;
      enqueueSnackbar(code ? `Test event answered ${code}` : `Test event: ${answer?.sendTestWebhook.response ?? 'no answer'}`, { variant: code && code < 300 ? 'success' : 'warning' });
    } catch (failure) {
      enqueueSnackbar(serverErrorOr(failure, 'Failed to send the test event'), { variant: 'error' });
    }
  };

  return (
    <section className="bo-card" aria-label="Webhooks">
      <h2 className="bo-card__title">Webhooks</h2>
      <p className="muted">The store posts signed events (an order placed, its status changed…) to your endpoints as they happen, retrying for a day if one fails. Check <code>X-Kapda-Signature</code> with the endpoint's secret (docs/API.md).</p>
      {fresh ? (
        <div className="bo-card" role="status" aria-label="New webhook secret">
          <h3 className="bo-card__title">Copy the signing secret for {fresh.url} now</h3>
          <p><code className="api-key-secret" data-testid="new-webhook-secret">{fresh.secret}</code></p>
          <div className="bo-form__actions">
            <button type="button" className="button" onClick={() => void navigator.clipboard?.writeText(fresh.secret)}>Copy secret</button>
            <button type="button" className="button button--outline" onClick={() => setFresh(null)}>I have stored it</button>
          </div>
        </div>
      ) : <NewEndpointForm onCreated={(secret, url) => { setFresh({ secret, url }); void refetch(); }} />}
      <ul className="bo-list">
        {endpoints.map((e) => (
          <li key={e.id} className="bo-list__item">
            <div><strong>{e.url}</strong></div>
            <div className="bo-list__meta">
              <span className={`bo-badge bo-badge--${e.isActive ? 'live' : 'overdue'}`}>{e.isActive ? 'On' : e.disabledAt ? 'Switched off after failing' : 'Off'}</span>
              {e.events.map((x) => <span key={x} className="bo-badge">{x}</span>)}
            </div>
            <div className="bo-list__actions">
              <button type="button" className="button button--small button--outline" onClick={() => void test(e)}>Send test event</button>
              <button type="button" className="button button--small button--outline" onClick={() => setOpen(open === e.id ? null : e.id)}>{open === e.id ? 'Hide deliveries' : 'Deliveries'}</button>
              <button type="button" className="button button--small button--outline" onClick={() => void run(() => update({ variables: { id: e.id, input: { isActive: !e.isActive } } }), e.isActive ? 'Endpoint switched off.' : 'Endpoint switched on.')}>{e.isActive ? 'Switch off' : 'Switch on'}</button>
              <button type="button" className="button button--small button--danger" onClick={() => { if (window.confirm(`Delete the endpoint ${e.url}?`)) void run(() => remove({ variables: { id: e.id } }), 'Webhook endpoint deleted.'); }}>Delete</button>
            </div>
            {open === e.id && <Deliveries endpointId={e.id} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

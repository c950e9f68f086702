import { useState, type KeyboardEvent } from 'react';
import { useSnackbar } from 'notistack';
import { useAdjustStockMutation } from '../../../gql/hooks/AdjustStock';
import { useStockHistoryQuery } from '../../../gql/hooks/StockHistory';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import { STOCK_REASONS } from './catalog-admin-words';

/**
 * Add or take stock of one variant with a reason, and its history: who, when, how many, why.
 * It sits inside the product editor's form, so it is a group, not a form of its own (a form inside
 * a form is dropped by the browser, and Apply would submit — reload — the editor instead): Apply
 * and Enter in its fields send the adjustment and nothing else.
 */
export function StockPanel({ variantId, sku, onChanged }: { variantId: string; sku: string; onChanged(stock: number): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<string>('received');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const history = useStockHistoryQuery({ variables: { variantId }, fetchPolicy: 'cache-and-network' });
  const [adjust, adjusting] = useAdjustStockMutation();

  const submit = async () => {
    setProblem(null);
    const n = Number(delta);
    if (!Number.isInteger(n) || n === 0) return setProblem('Enter how many pieces, as a whole number other than 0.');
    try {
      const answer = await adjust({ variables: { variantId, input: { delta: n, reason, note: note.trim() || null } } });
      if (answer.data) onChanged(answer.data.adjustStock.variant.stock);
      enqueueSnackbar(`Stock of ${sku} updated`, { variant: 'success' });
      setDelta('');
      setNote('');
      await history.refetch();
    } catch (failure) {
      setProblem(serverErrorOr(failure, 'Failed to update the stock'));
    }
  };

  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!adjusting.loading) void submit();
  };

  return (
    <div className="catalog-stock" role="group" aria-label={`Stock of ${sku}`}>
      <div className="catalog-stock__form">
        <div className="field">
          <label className="field__label" htmlFor={`delta-${variantId}`}>Pieces (+ adds, − takes)</label>
          <input id={`delta-${variantId}`} className="field__input" inputMode="numeric" value={delta} onChange={(e) => setDelta(e.target.value)} onKeyDown={onEnter} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`reason-${variantId}`}>Why</label>
          <select id={`reason-${variantId}`} className="field__input" value={reason} onChange={(e) => setReason(e.target.value)}>
            {STOCK_REASONS.map((r) => <option key={r.value} value={r.value}>{r.label}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`note-${variantId}`}>Note <span className="field__optional">(optional)</span></label>
          <input id={`note-${variantId}`} className="field__input" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} onKeyDown={onEnter} />
        </div>
        <button type="button" className="button button--small" disabled={adjusting.loading} onClick={() => void submit()}>Apply</button>
      </div>
      {problem && <p role="alert" className="bo-warning">{problem}</p>}
      <h4 className="catalog-stock__heading">History</h4>
      {history.loading && !history.data && <p className="muted">Loading…</p>}
      {history.error && !history.data && <p role="alert">Failed to load the stock history</p>}
      {history.data && history.data.stockHistory.length === 0 && <p className="muted">No changes recorded yet.</p>}
      <ul className="bo-history">
        {history.data?.stockHistory.map((m) => (
          <li key={m.id}>
            <strong>{m.delta > 0 ? `+${m.delta}` : m.delta}</strong> {m.reason} → {m.stockAfter} · {formatDateTime(m.createdAt)} · {m.actorEmail}{m.note ? ` · “${m.note}”` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

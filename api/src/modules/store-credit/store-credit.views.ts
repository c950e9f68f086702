import { paiseToRupees } from '@kapda/rules/pricing';
import { STORE_CREDIT_REASON_LABELS, isStoreCreditReason } from '@kapda/rules/store-credit';
import type { StoreCreditEntry } from './store-credit.entity';
import type { StoreCreditStatement } from './store-credit.service';
import type { StoreCreditEntryView, StoreCreditView } from './store-credit.types';

export function storeCreditEntryView(e: StoreCreditEntry): StoreCreditEntryView {
  return {
    id: String(e.id), amount: paiseToRupees(e.amount), balanceAfter: paiseToRupees(e.balanceAfter), reason: e.reason,
    label: isStoreCreditReason(e.reason) ? STORE_CREDIT_REASON_LABELS[e.reason] : e.reason, reference: e.reference, note: e.note, createdAt: e.createdAt,
  };
}

export function storeCreditView(s: StoreCreditStatement): StoreCreditView {
  return { balance: paiseToRupees(s.balance), entries: s.entries.map(storeCreditEntryView) };
}

/** The REST shape (`_id`). */
export function restStoreCredit(s: StoreCreditStatement) {
  const v = storeCreditView(s);
  return { balance: v.balance, entries: v.entries.map(({ id, ...rest }) => ({ _id: id, ...rest })) };
}

import { formatRupees } from '@kapda/rules/pricing';
import type { CatalogProductStatus } from '../../../gql/graphql';

export const STATUS_LABELS: Record<CatalogProductStatus, string> = {
  ACTIVE: 'Active',
  DRAFT: 'Draft',
  ARCHIVED: 'Archived',
};

/** The shop's one money formatter (₹1,299.00). */
export const rupees = (amount: number) => formatRupees(amount);

/** The stock reasons the back office offers (the server's STOCK_REASONS). */
export const STOCK_REASONS = [
  { value: 'received', label: 'Received (adds)' },
  { value: 'damaged', label: 'Damaged (takes away)' },
  { value: 'correction', label: 'Correction (either way)' },
] as const;

/** The GST rate the server will apply, shown while editing (the server decides: catalog.rules gstRateForHsn). */
export function expectedGstRate(hsnCode: string, dearestExGst: number): number | null {
  const chapter = Number(hsnCode.slice(0, 2));
  if (!/^\d{4}(\d{2}){0,2}$/.test(hsnCode)) return null;
  if (chapter >= 50 && chapter <= 55) return 5;
  if (chapter >= 61 && chapter <= 64) return dearestExGst <= 2500 ? 5 : 18;
  if (chapter === 42) return 18;
  return null;
}

import { useState, type FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import { COUPON_STATUS_LABELS, couponStatus, type CouponStatus } from '@kapda/rules/coupons';
import { FormAlert, TextField } from '../../../ui/forms';
import type { CouponFieldsFragment, CouponInput } from '../../../gql/graphql';
import { useCollectionsQuery } from '../../../gql/hooks/Collections';
import { useCouponsQuery } from '../../../gql/hooks/Coupons';
import { useCatalogCategoriesQuery } from '../../../gql/hooks/CatalogCategories';
import { useCreateCouponMutation } from '../../../gql/hooks/CreateCoupon';
import { useDeactivateCouponMutation } from '../../../gql/hooks/DeactivateCoupon';
import { useUpdateCouponMutation } from '../../../gql/hooks/UpdateCoupon';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import { rupees } from './catalog-admin-words';
import { categoryOptions } from './category-options';
import './catalog-admin.css';

interface Draft {
  code: string; description: string; kind: 'percent' | 'flat'; value: string; minOrderValue: string; maxDiscount: string; startsAt: string; endsAt: string;
  usageLimit: string; perCustomerLimit: string; firstOrderOnly: boolean; categoryId: string; collectionId: string; isActive: boolean;
}
const blank: Draft = { code: '', description: '', kind: 'percent', value: '', minOrderValue: '0', maxDiscount: '', startsAt: '', endsAt: '', usageLimit: '', perCustomerLimit: '1', firstOrderOnly: false, categoryId: '', collectionId: '', isActive: true };
const local = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60000).toISOString().slice(0, 16) : '');
const num = (s: string) => (s.trim() === '' ? null : Number(s));

/** A coupon's status as a badge: by its switch and its dates (the cart refuses all but Active). */
const BADGE: Record<CouponStatus, string> = { active: 'bo-badge bo-badge--live', scheduled: 'bo-badge bo-badge--scheduled', expired: 'bo-badge bo-badge--overdue', inactive: 'bo-badge' };
const STATUS_HINTS: Record<CouponStatus, string> = {
  active: 'Customers can use it now.',
  scheduled: 'Customers can use it from its start date.',
  expired: 'Its end date has passed: customers get “Invalid coupon” until you move “Valid until”.',
  inactive: 'Switched off: customers get “Invalid coupon”.',
};
function StatusBadge({ status }: { status: CouponStatus }) {
  return <span className={BADGE[status]}>{COUPON_STATUS_LABELS[status]}</span>;
}

function draftOf(c: CouponFieldsFragment): Draft {
  return {
    code: c.code, description: c.description, kind: c.kind === 'flat' ? 'flat' : 'percent', value: String(c.value), minOrderValue: String(c.minOrderValue), maxDiscount: c.maxDiscount === null ? '' : String(c.maxDiscount),
    startsAt: local(c.startsAt), endsAt: local(c.endsAt), usageLimit: c.usageLimit === null ? '' : String(c.usageLimit), perCustomerLimit: c.perCustomerLimit === null ? '' : String(c.perCustomerLimit),
    firstOrderOnly: c.firstOrderOnly, categoryId: c.categoryId ?? '', collectionId: c.collectionId ?? '', isActive: c.isActive,
  };
}

/**
 * /admin/coupons (manage_coupons): every coupon with its use, and create, edit, deactivate — with every
 * rule the cart applies, scoped to a category (its subcategories too) or a collection if wanted.
 */
export function CouponsManager() {
  const { data, loading, error, refetch } = useCouponsQuery({ fetchPolicy: 'cache-and-network' });
  const [create, creating] = useCreateCouponMutation();
  const [update, updating] = useUpdateCouponMutation();
  const [deactivate] = useDeactivateCouponMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [draft, setDraft] = useState<Draft>(blank);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // The shop's own category menu and live collections: coupon staff need not hold manage_products.
  // The back office's own category list (menu order, subcategories after their department), as the product editor shows it.
  const categoryChoices = categoryOptions(useCatalogCategoriesQuery().data?.catalogCategories ?? []).map((c): [string, string] => [c.id, c.label]);
  const collectionOptions = (useCollectionsQuery().data?.collections ?? []).map((c): [string, string] => [c.id, c.title]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const input: CouponInput = {
      code: draft.code, description: draft.description, kind: draft.kind, value: num(draft.value), minOrderValue: num(draft.minOrderValue) ?? 0,
      maxDiscount: draft.kind === 'percent' ? num(draft.maxDiscount) : null, startsAt: draft.startsAt ? new Date(draft.startsAt).toISOString() : null,
      endsAt: draft.endsAt ? new Date(draft.endsAt).toISOString() : null, usageLimit: num(draft.usageLimit), perCustomerLimit: num(draft.perCustomerLimit),
      firstOrderOnly: draft.firstOrderOnly, categoryId: draft.categoryId || null, collectionId: draft.collectionId || null, isActive: draft.isActive,
    };
    try {
      if (editing === 'new') await create({ variables: { input } });
      else await update({ variables: { id: editing!, input } });
      enqueueSnackbar(editing === 'new' ? 'Coupon created' : 'Coupon updated', { variant: 'success' });
      setEditing(null);
      await refetch();
    } catch (failure) {
      setProblem(serverErrorOr(failure, 'Failed to save the coupon'));
    }
  };
  const off = async (c: CouponFieldsFragment) => {
    try {
      await deactivate({ variables: { id: c.id } });
      enqueueSnackbar('Coupon deactivated', { variant: 'success' });
      await refetch();
    } catch (failure) {
      enqueueSnackbar(serverErrorOr(failure, 'Failed to deactivate the coupon'), { variant: 'error' });
    }
  };
  const coupons = data?.coupons ?? [];

  return (
    <section className="bo-card" aria-label="Coupons">
      <div className="bo-card__head">
        <h2 className="bo-card__title">Coupons</h2>
        {!editing && <button type="button" className="button" onClick={() => { setProblem(null); setDraft(blank); setEditing('new'); }}>New coupon</button>}
      </div>
      {editing && (
        <form className="bo-form subadmin-form" onSubmit={(e) => void submit(e)} noValidate aria-label={editing === 'new' ? 'New coupon' : 'Edit coupon'}>
          {problem && <FormAlert>{problem}</FormAlert>}
          <div className="catalog-two">
            <TextField label="Code" value={draft.code} onChange={(v) => set('code')(v.toUpperCase())} required maxLength={40} />
            <TextField label="Description" value={draft.description} onChange={set('description')} maxLength={255} />
            <div className="field">
              <label className="field__label" htmlFor="coupon-kind">Kind</label>
              <select id="coupon-kind" className="field__input" value={draft.kind} onChange={(e) => set('kind')(e.target.value as Draft['kind'])}>
                <option value="percent">Percent off</option>
                <option value="flat">Flat ₹ off</option>
              </select>
            </div>
            <TextField label={draft.kind === 'percent' ? 'Percent (1–100)' : 'Amount ₹'} value={draft.value} onChange={set('value')} inputMode="decimal" required />
            <TextField label="Minimum order ₹" value={draft.minOrderValue} onChange={set('minOrderValue')} inputMode="decimal" />
            {draft.kind === 'percent' && <TextField label="Maximum discount ₹" value={draft.maxDiscount} onChange={set('maxDiscount')} inputMode="decimal" hint="Empty: no cap." />}
            <TextField label="Valid from" type="datetime-local" value={draft.startsAt} onChange={set('startsAt')} />
            <TextField label="Valid until" type="datetime-local" value={draft.endsAt} onChange={set('endsAt')} />
            <TextField label="Total uses" value={draft.usageLimit} onChange={set('usageLimit')} inputMode="numeric" hint="Empty: unlimited." />
            <TextField label="Uses per customer" value={draft.perCustomerLimit} onChange={set('perCustomerLimit')} inputMode="numeric" hint="Empty: unlimited." />
            <div className="field">
              <label className="field__label" htmlFor="coupon-category">Only this category</label>
              <select id="coupon-category" className="field__input" value={draft.categoryId} onChange={(e) => set('categoryId')(e.target.value)}>
                <option value="">Any category</option>
                {categoryChoices.map(([id, name]) => <option key={id} value={id}>{name}</option>)}
                {draft.categoryId && !categoryChoices.some(([id]) => id === draft.categoryId) && <option value={draft.categoryId}>Category #{draft.categoryId}</option>}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor="coupon-collection">Only this collection</label>
              <select id="coupon-collection" className="field__input" value={draft.collectionId} onChange={(e) => set('collectionId')(e.target.value)}>
                <option value="">Any collection</option>
                {collectionOptions.map(([id, title]) => <option key={id} value={id}>{title}</option>)}
                {draft.collectionId && !collectionOptions.some(([id]) => id === draft.collectionId) && <option value={draft.collectionId}>Collection #{draft.collectionId}</option>}
              </select>
            </div>
          </div>
          <label className="bo-checkbox"><input type="checkbox" checked={draft.firstOrderOnly} onChange={(e) => set('firstOrderOnly')(e.target.checked)} /> First order only</label>
          <label className="bo-checkbox"><input type="checkbox" checked={draft.isActive} onChange={(e) => set('isActive')(e.target.checked)} /> Switched on</label>
          <p className="field__hint" aria-live="polite">Status: <StatusBadge status={couponStatus(draft, new Date())} /> {STATUS_HINTS[couponStatus(draft, new Date())]}</p>
          <div className="bo-form__actions">
            <button type="submit" className="button" disabled={creating.loading || updating.loading}>{editing === 'new' ? 'Create coupon' : 'Save coupon'}</button>
            <button type="button" className="button button--ghost" onClick={() => setEditing(null)}>Cancel</button>
          </div>
        </form>
      )}
      {loading && !data && <p className="bo-empty">Loading coupons…</p>}
      {error && !data && <div role="alert"><p>{serverErrorOr(error, 'Failed to load coupons')}</p><button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button></div>}
      {data && coupons.length === 0 && <p className="bo-empty">No coupons yet.</p>}
      {!editing && (
        <ul className="bo-list">
          {coupons.map((c) => (
            <li key={c.id} className="bo-list__item">
              <div><strong>{c.code}</strong> <span className="muted">{c.description}</span></div>
              <div className="bo-list__meta">
                <StatusBadge status={couponStatus(c, new Date())} />
                <span>{c.kind === 'percent' ? `${c.value}% off${c.maxDiscount !== null ? ` up to ${rupees(c.maxDiscount)}` : ''}` : `${rupees(c.value)} off`}{c.minOrderValue ? ` on ${rupees(c.minOrderValue)}+` : ''}</span>
                <span>Used {c.usedCount}{c.usageLimit !== null ? ` of ${c.usageLimit}` : ''} times</span>
                {c.firstOrderOnly && <span className="bo-badge">First order</span>}
                {(c.startsAt || c.endsAt) && <span>{c.startsAt ? formatDateTime(c.startsAt) : 'now'} – {c.endsAt ? formatDateTime(c.endsAt) : 'no end'}</span>}
              </div>
              <div className="bo-list__actions">
                <button type="button" className="button button--small button--outline" onClick={() => { setProblem(null); setDraft(draftOf(c)); setEditing(c.id); }} aria-label={`Edit ${c.code}`}>Edit</button>
                {c.isActive && <button type="button" className="button button--small button--danger" onClick={() => void off(c)} aria-label={`Deactivate ${c.code}`}>Deactivate</button>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

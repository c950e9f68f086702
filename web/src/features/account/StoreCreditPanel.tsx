import { formatIndiaDate } from '@kapda/rules/dates';
import { formatRupees } from '@kapda/rules/pricing';
import { useMyStoreCreditQuery } from '../../gql/hooks/MyStoreCredit';

/**
 * The member's store credit on /account: the balance, and each movement (a return refunded as
 * credit, an order paid with it, that order cancelled) with its India date. Spent at checkout.
 */
export function StoreCreditPanel() {
  const { data, loading, error, refetch } = useMyStoreCreditQuery({ fetchPolicy: 'cache-and-network' });
  const credit = data?.myStoreCredit;
  return (
    <section className="store-credit" aria-labelledby="store-credit-title">
      <h2 id="store-credit-title" className="profile-section__title">Store credit</h2>
      {!credit && loading && <p className="profile-form__note" role="status">Loading your store credit…</p>}
      {!credit && error && (
        <p className="profile-form__note" role="alert">
          We could not load your store credit. <button type="button" className="button button--outline button--small" onClick={() => void refetch()}>Try again</button>
        </p>
      )}
      {credit && (
        <>
          <p className="store-credit__balance">
            <span>Balance</span> <strong data-testid="store-credit-balance">{formatRupees(credit.balance)}</strong>
          </p>
          <p className="profile-form__note">
            {credit.balance > 0 ? 'Tick “Use store credit” at checkout to pay part or all of an order with it.' : 'Refunds for cash-on-delivery returns come here as store credit, to spend on your next order.'}
          </p>
          {credit.entries.length === 0 ? (
            <p className="profile-form__note">No store credit yet.</p>
          ) : (
            <ul className="store-credit__entries" aria-label="Store credit history">
              {credit.entries.map((e) => (
                <li key={e.id} className="store-credit__entry">
                  <span className="store-credit__what">
                    <strong>{e.label}</strong>
                    <small>{formatIndiaDate(e.createdAt)}{e.note ? ` · ${e.note}` : ''}</small>
                  </span>
                  <span className={`store-credit__amount${e.amount < 0 ? ' store-credit__amount--spent' : ''}`}>
                    {e.amount < 0 ? `−${formatRupees(-e.amount)}` : `+${formatRupees(e.amount)}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

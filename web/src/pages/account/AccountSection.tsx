import { AccountLayout } from '../../features/account';
import { RouteGuard } from '../../features/auth';

/**
 * /account and its pages: the route guard around the account's frame, a lazy chunk of the route
 * table (issue 19) — a shopper's first load carries neither; the account's first page loads them.
 */
export default function AccountSection() {
  return (
    <RouteGuard>
      <AccountLayout />
    </RouteGuard>
  );
}

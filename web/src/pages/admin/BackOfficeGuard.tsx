import type { ReactNode } from 'react';
import { RouteGuard } from '../../features/auth';

/**
 * The back office's route guard (features/auth RouteGuard with a requirement), a lazy chunk of the
 * route table (issue 19): loaded with the first back-office page, never on a shopper's first load.
 */
export default function BackOfficeGuard({ requirement, children }: { requirement: string | readonly string[]; children?: ReactNode }) {
  return <RouteGuard requirement={requirement}>{children}</RouteGuard>;
}

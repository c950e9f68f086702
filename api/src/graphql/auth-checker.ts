import type { AuthChecker } from 'type-graphql';
import type { ApiContext } from '../kernel/context';
import { requireRequirements } from '../modules/auth/guards';

/**
 * type-graphql's checker, backed by the same guards as the REST adapter:
 *   @Authorized()                                 logged in
 *   @Authorized('admin')                          an admin
 *   @Authorized('subadmin')                       a sub-admin or an admin (back office)
 *   @Authorized('perm:manage_products')           SPEC.md §6 check, department from the catalogue
 *   @Authorized('perm:manage_products@Catalog')   … with an explicit department
 * Several values mean "any of them". It throws the 401/403 AppError itself so clients get
 * 'User not authenticated' / 'Session expired. Please login again.' / 403 with codes.
 */
export const authChecker: AuthChecker<ApiContext> = ({ context }, requirements) => {
  requireRequirements(context, requirements);
  return true;
};

import { ADMIN, BACK_OFFICE } from '../../kernel/access';

/** Who may call each sub-admin operation — enforced by GraphQL (@Authorized) and REST (route access). */
export const SUBADMIN_ACCESS = {
  /** The permission catalogue: anyone in the back office (the sub-admin form and route guards read it). */
  permissionCatalogue: BACK_OFFICE,
  list: ADMIN,
  create: ADMIN,
  update: ADMIN,
  deactivate: ADMIN,
  reactivate: ADMIN,
  resendInvitation: ADMIN,
} as const;

/** What the back office reads when it manages sub-admins (REST success messages and refusals). */
export const SUBADMIN_MESSAGES = {
  created: 'Sub-admin created. An invitation email is on its way.',
  updated: 'Sub-admin updated',
  deactivated: 'Sub-admin deactivated',
  reactivated: 'Sub-admin reactivated',
  invitationSent: 'Invitation sent',
  notFound: 'Sub-admin not found',
  permissionsNotAList: 'Permissions must be a list of permission names.',
  alreadyHasPassword: 'This sub-admin has already set a password.',
  reactivateFirst: 'Reactivate this sub-admin before inviting them again.',
} as const;

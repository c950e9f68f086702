import { permission, PUBLIC } from '../../kernel/access';

const MANAGE_ENQUIRIES = permission('manage_enquiries');

/** Who may call each enquiry operation — enforced by GraphQL (@Authorized) and REST (route access). */
export const ENQUIRY_ACCESS = {
  /** The contact form: anyone (linked to the account when signed in). */
  submit: PUBLIC,
  list: MANAGE_ENQUIRIES,
  detail: MANAGE_ENQUIRIES,
  updateStatus: MANAGE_ENQUIRIES,
} as const;

import { anyOf, permission, PUBLIC, scope } from '../../kernel/access';

const MANAGE_CONTENT = anyOf(permission('manage_content'), scope('content:write'));

/** Who may call each site-content operation — enforced by GraphQL (@Authorized) and REST (route access). */
export const SITE_CONTENT_ACCESS = {
  published: PUBLIC,
  publish: MANAGE_CONTENT,
  autosave: MANAGE_CONTENT,
  draft: MANAGE_CONTENT,
  versions: MANAGE_CONTENT,
  restore: MANAGE_CONTENT,
} as const;

/** The newsletter form and a mail's unsubscribe link: anyone (limited per address and IP). */
export const NEWSLETTER_ACCESS = {
  subscribe: PUBLIC,
  unsubscribe: PUBLIC,
} as const;

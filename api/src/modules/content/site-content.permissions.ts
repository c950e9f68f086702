/** Who may edit site content, in the auth checker's words — one declaration for GraphQL and REST. */
export const MANAGE_CONTENT = 'perm:manage_content';

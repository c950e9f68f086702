/** Who may read and answer enquiries, in the auth checker's words — one declaration for GraphQL and REST. */
export const MANAGE_ENQUIRIES = 'perm:manage_enquiries';

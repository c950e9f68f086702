/** Who may manage promo banners, in the auth checker's words — one declaration for GraphQL and REST. */
export const MANAGE_BANNERS = 'perm:manage_banners';

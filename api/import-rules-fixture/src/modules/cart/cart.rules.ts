export const cartRule = 1;

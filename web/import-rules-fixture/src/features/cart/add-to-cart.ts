export const addToCart = () => 'added';

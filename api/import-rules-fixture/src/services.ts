export const createServices = () => ({});

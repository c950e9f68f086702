import { placed } from './orders';
export const paid = () => placed;

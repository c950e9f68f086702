import { layout } from './layout';

export const menu = () => layout;

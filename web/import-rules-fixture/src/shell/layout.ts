// Forbidden (no-cycles): layout → menu → layout.
import { menu } from './menu';

export const layout = () => menu;

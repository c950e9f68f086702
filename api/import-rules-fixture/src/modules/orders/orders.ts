// Deliberately broken: an import cycle between two domains.
import { paid } from './payments';
export const placed = paid;

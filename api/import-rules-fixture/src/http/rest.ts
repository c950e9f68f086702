// Deliberately broken: an adapter builds the services itself.
import { createServices } from '../services';
export const mount = createServices;

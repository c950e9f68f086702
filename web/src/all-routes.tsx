import { privateRoutes } from './private-routes';
import { withPrivatePages } from './routes';

/**
 * The route table of SPEC.md §2, whole: the public pages (routes.tsx) and the private ones
 * (private-routes.tsx). The server's render and the tests use it; the browser starts from the public
 * pages alone and adds the private ones when it needs them (routes.tsx startingRoutes, createAppRouter).
 */
export const routes = withPrivatePages(privateRoutes);

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { createApolloClient } from './apollo';
import { createAppRouter, flushRouterUpdate, startingRoutes, type PageHandle } from './routes';
import { readServerState } from './server-state';
import { markHydrating } from './ui/hydration';
import { isPrivatePath, setSiteUrl } from './ui/page-head';
import './styles.css';

/**
 * Load the chunk of the page this address shows before hydrating: hydration then renders the page the
 * server did, with nothing left to suspend on (no spinner over the server's HTML).
 */
async function loadMatchedPages(routes: RouteObject[]) {
  await Promise.all((matchRoutes(routes, window.location) ?? []).map((match) => (match.route.handle as PageHandle | undefined)?.preload()));
}

/**
 * A new task: the phone's main thread is given back between evaluating the app's modules and each
 * step of starting it (the routes, the page's chunk, the Apollo cache, the router) and hydrating —
 * short tasks instead of one long one a tap would wait behind (issue 19, Lighthouse's TBT).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  const state = readServerState();
  if (state) setSiteUrl(state.publicUrl);
  // The public pages' routes, and the private pages' too when this address is one of theirs (routes.tsx).
  const routes = await startingRoutes(window.location);
  await nextTask();
  await loadMatchedPages(routes);
  // Made once the page's chunk is here: its quiet second (cache-and-network reads such as the reviews
  // answered from the server's state, not asked again) starts as hydration does, however slowly the
  // chunk arrived on the phone's network.
  await nextTask();
  const client = createApolloClient('/graphql', { restore: state?.apollo, quietMs: state && !isPrivatePath(window.location.pathname) ? 1000 : 0 });
  const container = document.getElementById('root')!;
  await nextTask();
  const router = createAppRouter(routes, state ? { hydrationData: state.router } : undefined);
  await nextTask();
  // The same shape as entry-server.tsx's tree (a context provider there instead of nothing here: no DOM, no id).
  const app = (
    <StrictMode>
      <ApolloProvider client={client}>
        <RouterProvider router={router} flushSync={flushRouterUpdate} />
      </ApolloProvider>
    </StrictMode>
  );
  if (state) {
    markHydrating(true);
    // A transition (issue 19, speed): React hydrates in short slices, leaving the phone's main thread
    // free between them (a tap on a part not yet hydrated hydrates that part first), instead of one
    // long task that Lighthouse counts as blocking.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();

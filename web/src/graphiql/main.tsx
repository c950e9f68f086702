import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';
import { EXAMPLE_TABS } from './examples';

/** GraphiQL bundled from npm and served at GET /graphql, so integrators need no internet. */
const fetcher = createGraphiQLFetcher({ url: '/graphql' });
// Tabs of real examples (browse, a product, a guest order, my orders, the order desk, stock) and the
// Headers panel open, where `Authorization: Bearer <key or token>` goes.
createRoot(document.getElementById('graphiql')!).render(
  <GraphiQL
    fetcher={fetcher}
    defaultTabs={EXAMPLE_TABS}
    // GraphiQL fills the open tab's editors from these, not from its tab definition.
    initialQuery={EXAMPLE_TABS[0].query}
    initialVariables={EXAMPLE_TABS[0].variables}
    initialHeaders={EXAMPLE_TABS[0].headers ?? ''}
    defaultEditorToolsVisibility="variables"
    defaultHeaders={'{\n  "Authorization": "Bearer kpd_live_paste-your-key-here"\n}'}
  />,
);

import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';

/** GraphiQL bundled from npm and served at GET /graphql, so integrators need no internet. */
const fetcher = createGraphiQLFetcher({ url: '/graphql' });
const defaultQuery = `# Kapda storefront API. Try:
{
  health
}
`;
createRoot(document.getElementById('graphiql')!).render(<GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />);

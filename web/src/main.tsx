import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router';
import { createApolloClient } from './apollo';
import { createAppRouter, flushRouterUpdate } from './routes';
import './styles.css';

const client = createApolloClient();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
    </ApolloProvider>
  </StrictMode>,
);

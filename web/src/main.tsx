import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router/dom';
import { environment } from './app/relay/environment';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import './ui/tokens.css';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

void registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);

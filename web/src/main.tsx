import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { loadSession } from './lib/session';

// The page's module loads while the session (bootstrap) is being fetched, not after it, and the
// page's first reads start as soon as both are in.
preloadRoute(window.location, loadSession());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

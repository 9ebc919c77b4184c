import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'urql';
import { App } from './App';
import { createClient } from './client';
import { guardLeaving } from './drafts';
import { BASE, followLinksInPage, fromHashAddress } from './paths';
import { Router } from 'wouter';
import './console.css';

// Leaving a form with unsaved changes asks first (drafts.ts).
guardLeaving();
fromHashAddress();
followLinksInPage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider value={createClient()}>
      <Router base={BASE}>
        <App />
      </Router>
    </Provider>
  </StrictMode>,
);

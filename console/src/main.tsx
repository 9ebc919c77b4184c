import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'urql';
import { App } from './App';
import { createClient } from './client';
import { guardLeaving } from './drafts';
import './console.css';

// Leaving a form with unsaved changes asks first (drafts.ts).
guardLeaving();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider value={createClient()}>
      <App />
    </Provider>
  </StrictMode>,
);

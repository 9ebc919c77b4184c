import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'urql';
import { App } from './App';
import { createClient } from './client';
import './console.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider value={createClient()}>
      <App />
    </Provider>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { setAmplifyConfig } from './lib/amplify.ts';
import { setContactConfig } from './lib/contact.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import './styles.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

loadRuntimeConfig()
  .then((config) => {
    setAmplifyConfig(config);
    setContactConfig(config);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <div className="centered-page" role="alert">
        <h1>Something went wrong</h1>
        <p>An unexpected error occurred. Please try refreshing the page or contact support if the problem persists.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>,
    );
  });

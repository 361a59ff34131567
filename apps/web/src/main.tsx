// First: in a production build the console is silenced before anything else runs (spec 9).
import './app/consolePolicy';
// Inter is served from the app itself (no font CDN): the weights the theme uses.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startSecurityReporting } from './app/securityReporting';

startSecurityReporting();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the app into.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

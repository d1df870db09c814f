import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter, hashPath } from './app/router';
import { config } from './config';
import { createSource } from './data/createSource';
import { readInlineSnapshot } from './data/inlineSnapshot';
import './index.css';

const publicUrl = process.env.PUBLIC_URL ?? '';
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A built page holds the prerendered '/' route, its snapshot and antd's CSS; the dev server has none.
const prerendered = container.firstElementChild !== null;
const router = createAppRouter({
  config,
  source: createSource(config, publicUrl, readInlineSnapshot(document)),
  publicUrl,
  styles: prerendered ? 'static' : 'runtime',
});
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
if (prerendered && hashPath(window.location.hash) === '/') {
  hydrateRoot(container, app);
} else {
  // Another route (the error screen) or no prerender: render afresh over whatever is there.
  container.replaceChildren();
  createRoot(container).render(app);
}

void import('./app/reportWebVitals').then(({ reportWebVitals }) => reportWebVitals());

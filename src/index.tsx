import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { config } from './config';
import { createSource } from './data/createSource';
import './index.css';

const publicUrl = process.env.PUBLIC_URL ?? '';
const router = createAppRouter({ config, source: createSource(config, publicUrl), publicUrl });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

void import('./app/reportWebVitals').then(({ reportWebVitals }) => reportWebVitals());

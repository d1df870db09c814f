import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { PortfolioApp, type PortfolioAppProps } from './app/PortfolioApp';
import { hashPath } from './app/routes';
import { config } from './config';
import { createSource } from './data/createSource';
import { readInlineSnapshot } from './data/inlineSnapshot';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A built page holds the prerendered page, its snapshot and antd's CSS; the dev server's has none.
const prerendered = container.firstElementChild !== null;
const props: PortfolioAppProps = {
  config,
  source: createSource(config, process.env.PUBLIC_URL ?? '', readInlineSnapshot(document)),
  publicUrl: process.env.PUBLIC_URL ?? '',
  styles: prerendered ? 'static' : 'runtime',
};

/** Hands the page to the hash router (its own chunk), which shows any other path than '/'. */
async function mountRouter(root: Root): Promise<void> {
  const { AppRouter } = await import(/* webpackChunkName: "router" */ './app/router');
  root.render(
    <StrictMode>
      <AppRouter {...props} />
    </StrictMode>,
  );
}

const atRoot = () => hashPath(window.location.hash) === '/';
if (atRoot()) {
  // The route '/' needs no router code on first load: the page hydrates (or, on the dev server,
  // renders) directly, and the router takes over when the hash leaves '/'.
  const page = (
    <StrictMode>
      <PortfolioApp {...props} />
    </StrictMode>
  );
  let root: Root;
  if (prerendered) {
    root = hydrateRoot(container, page);
  } else {
    root = createRoot(container);
    root.render(page);
  }
  const leave = () => {
    if (atRoot()) return;
    window.removeEventListener('hashchange', leave);
    void mountRouter(root);
  };
  window.addEventListener('hashchange', leave);
} else {
  container.replaceChildren();
  void mountRouter(createRoot(container));
}

void import('./app/reportWebVitals').then(({ reportWebVitals }) => reportWebVitals());

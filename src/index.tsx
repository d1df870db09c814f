import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { PortfolioApp, type PortfolioAppProps } from './app/PortfolioApp';
import { hashPath } from './app/hashPath';
import { wakeOnTabIntent } from './app/tabIntent';
import type { IslandMode } from './components/Island';
import { config } from './config';
import { createSource } from './data/createSource';
import { readInlineContent } from './data/inlineContent';
import { readInlineSnapshot } from './data/inlineSnapshot';
import { readInlineLocale } from './i18n/inlineLocale';
import { islandMoment, takePrintRequest, wakeIslands } from './lib/islandMoments';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const container: HTMLElement = rootElement;

// A built page holds the prerendered page, its snapshot and antd's CSS; the dev server's has none.
const prerendered = container.firstElementChild !== null;
const snapshot = readInlineSnapshot(document);
const source = createSource(config, process.env.PUBLIC_URL ?? '', snapshot);
/**
 * A prerendered page whose data is fixed (its inline snapshot, the demo) hydrates in islands: the parts
 * that only show keep their HTML, the Tabs come at the visitor's first interaction
 * (src/components/Island.tsx). Live data changes the page after the paint: everything hydrates as it
 * comes.
 */
const islands: IslandMode =
  prerendered && snapshot !== null && source.mode !== 'live' ? 'deferred' : 'eager';
const props: PortfolioAppProps = {
  config,
  source,
  content: readInlineContent(document),
  locale: readInlineLocale(document),
  publicUrl: process.env.PUBLIC_URL ?? '',
  styles: prerendered ? 'static' : 'runtime',
  islands,
};

/** Hands the page to the hash router (its own chunk), which shows any other path than '/'. */
async function mountRouter(root: Root, appProps: PortfolioAppProps): Promise<void> {
  // Its pages render at once: Ctrl+P, held while the Tabs were to come, is the browser's own again.
  takePrintRequest();
  const { AppRouter } = await import(/* webpackChunkName: "router" */ './app/router');
  root.render(
    <StrictMode>
      {/* Rendered in the browser, from scratch: every island renders as its chunk comes. */}
      <AppRouter {...appProps} islands="eager" />
    </StrictMode>,
  );
}

/**
 * The prerendered page, hydrated as a transition: hydration then yields to the browser every few
 * milliseconds instead of holding a phone's main thread in one long task (the page is on screen
 * meanwhile). On the dev server, with nothing prerendered, a plain render.
 */
function showPage(element: HTMLElement, page: ReactNode): Root {
  if (!prerendered) {
    const root = createRoot(element);
    root.render(page);
    return root;
  }
  // startTransition runs its callback at once, so the root is there on return.
  let hydrated!: Root;
  startTransition(() => {
    hydrated = hydrateRoot(element, page);
  });
  return hydrated;
}

const atRoot = () => hashPath(window.location.hash) === '/';

function start(appProps: PortfolioAppProps): void {
  if (atRoot()) {
    // Listening from now, before the page hydrates: the visitor's first act after the scripts ran
    // wakes the Tabs (and a tap on a tab before, which the head script switched, wakes them at once).
    if (appProps.islands === 'deferred') void islandMoment('interaction');
    wakeOnTabIntent(wakeIslands);
    // The route '/' needs no router code on first load: the page shows directly, and the router takes
    // over when the hash leaves '/'.
    const root = showPage(
      container,
      <StrictMode>
        <PortfolioApp {...appProps} />
      </StrictMode>,
    );
    const leave = () => {
      if (atRoot()) return;
      window.removeEventListener('hashchange', leave);
      void mountRouter(root, appProps);
    };
    window.addEventListener('hashchange', leave);
  } else {
    container.replaceChildren();
    void mountRouter(createRoot(container), appProps);
  }
}

if (prerendered) {
  start(props);
} else {
  // The dev server's page generates antd's styles itself, in the visitor's scheme: it needs the dark
  // theme, which a built page carries as CSS (and so never downloads).
  void import('./app/darkTheme').then(({ darkTheme }) =>
    start({ ...props, darkTheme: darkTheme(config.accent?.dark ?? null) }),
  );
}

// The owner's analytics service counts a few clicks besides page views: its own chunk, only then.
const { analytics } = config;
if (analytics) {
  import('./lib/analyticsEvents')
    .then(({ trackLinkClicks }) => trackLinkClicks(analytics.service))
    .catch((error: unknown) => console.warn('Analytics events are not counted:', error));
}

// Measuring is optional: a chunk that fails to load costs the page nothing but a console line.
import('./app/reportWebVitals')
  .then(({ reportWebVitals }) => reportWebVitals())
  .catch((error: unknown) => console.warn('Web vitals are not reported:', error));

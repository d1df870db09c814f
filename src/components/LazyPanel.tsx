import { useI18n } from '../i18n/I18nContext';
import { Skeleton } from 'antd';
import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';
import { whenIdle } from '../lib/whenIdle';
import { ErrorBoundary } from './ErrorBoundary';
import { KeptHtml } from './Island';
import { Notice } from './Notice';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a panel's own props, checked at LazyPanel
export type PanelModule<P = any> = { default: ComponentType<P> };

export function PanelSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('state.loading')} className="panel-skeleton">
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

/** Why a panel's chunk could not be loaded (webpack's message names the chunk), with a Retry button. */
export function ChunkErrorAlert({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <Notice
      type="error"
      title={t('error.chunk')}
      description={<pre className="chunk-error">{error.message}</pre>}
      action={
        // A plain button: antd's Button would add its code to every visitor's first load for a
        // control that almost nobody sees.
        <button type="button" className="chunk-retry" onClick={onRetry}>
          {t('error.retry')}
        </button>
      }
    />
  );
}

/** Panels whose module has run: they render at once, without suspending (a printout cannot wait). */
const loadedPanels = new Map<() => Promise<PanelModule>, ComponentType>();

/**
 * Runs a panel's chunk ahead of need (webpack prefetched it already), so that printing can render it
 * in the same task. A failure is left for the panel itself to show when it is opened.
 */
export function preloadPanel(load: () => Promise<PanelModule>): Promise<void> {
  if (loadedPanels.has(load)) return Promise.resolve();
  return load().then(
    (module) => void loadedPanels.set(load, module.default),
    () => undefined,
  );
}

/**
 * Once the page is idle, runs these panels' chunks (already prefetched): a printout then shows every
 * panel at once. Running modules is cheap; rendering the hidden panels waits for printing. Returns
 * the cancellation, for an effect's cleanup.
 */
export function preloadPanelsWhenIdle(
  loaders: readonly (() => Promise<PanelModule>)[],
): () => void {
  return whenIdle(() => loaders.forEach((load) => void preloadPanel(load)), {
    timeoutMs: 5000,
    fallbackDelayMs: 2000,
  });
}

/**
 * A tab panel in its own chunk. A chunk that fails to load (offline, a deploy replaced it) shows why and
 * a Retry button; React caches a failed lazy() for good, so a retry makes a fresh one, and webpack
 * requests the chunk again.
 */
export function LazyPanel<P extends object>({
  load,
  props,
  prerendered,
}: {
  load: () => Promise<PanelModule<P>>;
  /** The panel's props; the same object from render to render, or its prerendered HTML is dropped. */
  props?: P;
  /**
   * A panel always prerendered (the first tab's, the story's), named: on a page whose islands are
   * deferred its HTML is final (links, text, lists that open without script), so it is kept as it is,
   * never hydrated nor its chunk run (KeptHtml).
   */
  prerendered?: string;
}) {
  const [attempt, setAttempt] = useState(() => ({
    count: 0,
    Panel: loadedPanels.get(load) ?? lazy(load),
  }));
  const { Panel } = attempt;
  const retry = () => setAttempt(({ count }) => ({ count: count + 1, Panel: lazy(load) }));
  const panel = (
    <ErrorBoundary
      key={attempt.count}
      fallback={(error) => <ChunkErrorAlert error={error} onRetry={retry} />}
    >
      <Suspense fallback={<PanelSkeleton />}>
        <Panel {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    </ErrorBoundary>
  );
  return prerendered ? <KeptHtml name={prerendered}>{panel}</KeptHtml> : panel;
}

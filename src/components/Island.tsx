import {
  createContext,
  lazy,
  memo,
  Suspense,
  useContext,
  useState,
  type ComponentType,
  type JSX,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { islandMoment, type IslandMoment } from '../lib/islandMoments';

export type { IslandMoment } from '../lib/islandMoments';

/**
 * How the page's islands come alive. 'eager': each renders as soon as its chunk is in (the prerender,
 * the dev server, a page rendered in the browser, live data that changes after the first paint).
 * 'deferred': the browser hydrates a prerendered page whose data is fixed (a snapshot, the demo): an
 * island keeps its prerendered HTML, without its code, until its moment.
 */
export type IslandMode = 'eager' | 'deferred';

const IslandModeContext = createContext<IslandMode>('eager');

/** The page's island mode, set once by the entry (its value never changes, see below). */
export const IslandModeProvider = IslandModeContext.Provider;

export function useIslandMode(): IslandMode {
  return useContext(IslandModeContext);
}

/** The prerendered HTML of each kept part, read once from the page before anything changes it. */
const keptHtml = new Map<string, string>();

function prerenderedHtml(name: string): string {
  let html = keptHtml.get(name);
  if (html === undefined) {
    html = document.querySelector(`[${KEPT_ATTRIBUTE}="${CSS.escape(name)}"]`)?.innerHTML ?? '';
    keptHtml.set(name, html);
  }
  return html;
}

const KEPT_ATTRIBUTE = 'data-prerendered';

/**
 * A part of the page inside an island that hydrates (a tab panel in the Tabs) whose HTML is final on a
 * deferred page: the browser keeps the prerendered HTML as the element's inner HTML, which React
 * neither hydrates nor ever touches (the same string each render), whatever the island around it
 * renders. Elsewhere (the prerender, a page rendered in the browser) its children, in the same element.
 * The element lays out as if absent (index.css: display: contents).
 */
export function KeptHtml({ name, children }: { name: string; children: ReactNode }) {
  const mode = useIslandMode();
  if (mode === 'eager') {
    return <div {...{ [KEPT_ATTRIBUTE]: name }}>{children}</div>;
  }
  return (
    <div
      {...{ [KEPT_ATTRIBUTE]: name }}
      // Its children are the server's: React does not compare them in production, nor render them.
      dangerouslySetInnerHTML={{ __html: prerenderedHtml(name) }}
      suppressHydrationWarning
    />
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an island's own props, checked at Island
type IslandModule<P = any> = { default: ComponentType<P> };
type IslandLoader<P> = () => Promise<IslandModule<P>>;

/** One lazy component per loader, mode and moment, made once: a new one would suspend again. */
const lazies = new Map<unknown, Map<string, LazyExoticComponent<ComponentType>>>();

function islandComponent<P>(load: IslandLoader<P>, mode: IslandMode, when: IslandMoment) {
  const byMode = lazies.get(load) ?? new Map<string, LazyExoticComponent<ComponentType>>();
  lazies.set(load, byMode);
  const key = `${mode} ${when}`;
  let component = byMode.get(key);
  if (!component) {
    component = lazy(
      mode === 'eager'
        ? (load as IslandLoader<unknown>)
        : async () => {
            await islandMoment(when);
            try {
              return (await load()) as IslandModule;
            } catch (error) {
              // The prerendered HTML is the better page: keep it, without its behaviour, rather than
              // replace it by an error. A tab panel's own chunk failing still shows why (LazyPanel).
              console.warn('A part of the page stays as prerendered: its chunk failed.', error);
              return islandMoment('never') as Promise<never>;
            }
          },
    ) as LazyExoticComponent<ComponentType>;
    byMode.set(key, component);
  }
  return component as unknown as LazyExoticComponent<ComponentType<P>>;
}

/** The same props: every value the same (an array or object by identity, so memoize those). */
function sameProps(
  a: Readonly<Record<string, unknown>> | undefined,
  b: Readonly<Record<string, unknown>> | undefined,
): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

interface IslandProps<P> {
  /** The island's module (its own chunk): `() => import('…')`, made once at module level. */
  readonly load: IslandLoader<P>;
  /**
   * When a deferred island hydrates: 'never' (its HTML is final: links, text, CSS-only behaviour),
   * 'interaction' (at the visitor's first tap, key, focus, mouse or wheel move, or a print).
   */
  readonly when: IslandMoment;
  readonly props?: P;
  /** What a page rendered in the browser shows while the chunk loads (a prerendered page shows its HTML). */
  readonly fallback?: ReactNode;
}

/**
 * A part of the page in a chunk of its own, prerendered with the rest (one render tree). On a deferred
 * page React keeps a Suspense boundary's prerendered HTML as it is until the component can render, so
 * an island whose moment has not come costs the visitor neither its code nor its hydration. React
 * would drop that HTML for the fallback if the island got new props or a changed context before it
 * hydrates: hence the memo (same props, no render) and the page's contexts whose values never change.
 */
function IslandBoundary<P extends object>({ load, when, props, fallback = null }: IslandProps<P>) {
  const mode = useIslandMode();
  // The same component for the island's life (and across remounts: islandComponent keeps it).
  const [Component] = useState(() => islandComponent(load, mode, when));
  return (
    <Suspense fallback={fallback}>
      <Component {...(props as P & JSX.IntrinsicAttributes)} />
    </Suspense>
  );
}

export const Island = memo(
  IslandBoundary,
  (a, b) =>
    a.load === b.load &&
    a.when === b.when &&
    a.fallback === b.fallback &&
    sameProps(
      a.props as Readonly<Record<string, unknown>> | undefined,
      b.props as Readonly<Record<string, unknown>> | undefined,
    ),
) as <P extends object>(props: IslandProps<P>) => JSX.Element;

/**
 * The events the owner's analytics service counts besides page views (config.analytics): a click on
 * "Download CV", on a link of the resume, on a repository's link, and on the language switch. One
 * listener on the document reads which link was clicked; the service's script records it (its global
 * function), and if the script did not load (a blocker), nothing happens. Its own chunk, loaded only
 * when the owner chose a service.
 */
import type { AnalyticsService } from '../config/analytics';

export interface AnalyticsEvent {
  readonly name: string;
  /** A few words that tell the clicks apart: the repository, the language. */
  readonly props?: Readonly<Record<string, string>>;
}

/** The event a click on this link is, or null for a link that is none of them. */
export function eventOfLink(link: HTMLAnchorElement): AnalyticsEvent | null {
  const href = link.getAttribute('href') ?? '';
  if (/(?:^|\/)cv\.pdf$/.test(href)) return { name: 'Download CV' };
  if (link.closest('.language-switch')) {
    return { name: 'Language switch', props: { language: link.getAttribute('hreflang') ?? '' } };
  }
  const card = link.closest('.project-card');
  if (card) {
    const title = card.querySelector('h3')?.textContent?.trim() ?? '';
    return { name: 'Repository link', props: { repository: title.slice(0, 100) } };
  }
  if (link.closest('.tab-pane-experience')) return { name: 'Resume link' };
  return null;
}

interface ServiceGlobals {
  plausible?: (name: string, options?: { props?: Record<string, string> }) => void;
  goatcounter?: { count?: (vars: { path: string; title: string; event: boolean }) => void };
  umami?: { track?: (name: string, data?: Record<string, string>) => void };
}

/** Hands the event to the service's script, as each documents it. */
export function sendEvent(
  service: AnalyticsService,
  { name, props }: AnalyticsEvent,
  globals: ServiceGlobals = window as unknown as ServiceGlobals,
): void {
  if (service === 'plausible') globals.plausible?.(name, props ? { props: { ...props } } : {});
  else if (service === 'goatcounter') {
    const detail = props ? Object.values(props).join(' ') : '';
    globals.goatcounter?.count?.({
      path: `${name.toLowerCase().replace(/ /g, '-')}${detail ? `/${detail}` : ''}`,
      title: name,
      event: true,
    });
  } else globals.umami?.track?.(name, props ? { ...props } : undefined);
}

/** Listens for the events' clicks; returns how to stop. */
export function trackLinkClicks(service: AnalyticsService, root: Document = document): () => void {
  const listener = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('a') : null;
    const found = target && eventOfLink(target);
    if (found) sendEvent(service, found);
  };
  root.addEventListener('click', listener, { capture: true });
  return () => root.removeEventListener('click', listener, { capture: true });
}

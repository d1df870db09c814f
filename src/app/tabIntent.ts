/**
 * A tapped tab shows at once, whatever the main thread is doing with React. An inline script of the head
 * (TAB_INTENT_SCRIPT, run before any file loads) switches the tab bar and the panels in the DOM, by the
 * same changes rc-tabs makes: the tapped tab's panel, if the page has it, else the placeholder while it
 * renders. Before antd's Tabs hydrate it also keeps the taps from React and remembers the tab, which
 * the Tabs take as they hydrate (takeTabIntent). After, the Tabs render each tap as a transition (in
 * slices that yield), and commit the state the DOM already shows.
 */

/** The Tabs' id: rc-tabs names each tab `<id>-tab-<key>` and each panel `<id>-panel-<key>`. */
export const TABS_ID = 'tabs';

/** antd's class prefix for Tabs (the page keeps antd's default prefix). */
const TABS_PREFIX = 'ant-tabs';

/** The element shown in place of a panel that is not in the prerendered HTML. */
export const TAB_PLACEHOLDER_CLASS = 'tab-placeholder';

/** What the head script leaves on `window` for the page's code. */
interface TabIntent {
  /** The tab tapped last before the Tabs hydrated, if any. */
  key: string | null;
  /** The Tabs have hydrated: from then on React gets the taps too (the script only shows them). */
  hydrated(): void;
  /** Set by the page's entry: wakes the islands at a tap (the Tabs then hydrate at once). */
  wake?: (() => void) | null;
}

declare global {
  interface Window {
    portfolioTabIntent?: TabIntent;
  }
}

/**
 * What a tap, a click or a key on the Tabs fires (a pointer passing over them too). Until the Tabs
 * hydrate, the head script keeps these from React: React would answer each by hydrating the Tabs at
 * once, in one long task that the tap then waits for (selective hydration), where the script switches
 * the tab in a moment and the Tabs hydrate in slices. A click in a panel goes on (a link's: the
 * owner's analytics counts some, and the visitor is leaving for it).
 */
const TAP_EVENTS = [
  'pointerover',
  'mouseover',
  'pointerdown',
  'mousedown',
  'touchstart',
  'focusin',
  'keydown',
  'pointerup',
  'mouseup',
  'touchend',
  'click',
] as const;

/**
 * What React gets of them once the Tabs have hydrated: the click (the Tabs open its tab), the key
 * (arrows move between tabs) and the focus that a key moves. The pointer's other events stay away, and
 * a press does not move the focus: rc-tabs would answer each by rendering its tab bar again in the
 * tap's own task (its focus and "mouse" states), which the tab's showing would wait for.
 */
const REACT_EVENTS = ['click', 'keydown', 'focusin'] as const;

/**
 * The head script: small, old-browser safe, no dependency. rc-tabs's active tab has the
 * `-tab-active` class, `aria-selected` and the only tabindex 0; its panel shows (no `display:none`),
 * has `-content-active`, aria-hidden false and tabindex 0 when it has content. It listens on the
 * window as the event goes down, before React's listeners on the page's root.
 */
export const TAB_INTENT_SCRIPT =
  `(function(){var P='${TABS_ID}',A='${TABS_PREFIX}',d=document,s={key:null},` +
  `E='${TAP_EVENTS.join(' ')}'.split(' '),L='${REACT_EVENTS.join(' ')}'.split(' ');` +
  `function el(x,k){return d.getElementById(P+'-'+x+'-'+k)}` +
  `function tab(b,on){b.setAttribute('aria-selected',String(on));b.tabIndex=on?0:-1;` +
  `b.parentNode.classList.toggle(A+'-tab-active',on)}` +
  `function pane(p,on){p.style.display=on?'':'none';` +
  `p.setAttribute('aria-hidden',String(!on));p.tabIndex=on&&p.childNodes.length?0:-1;` +
  `p.classList.toggle(A+'-content-active',on)}` +
  `function show(k){var b=el('tab',k),c=d.querySelector('#'+P+' [role=tab][aria-selected=true]');` +
  `if(!b)return;if(!s.live)s.key=k;if(c!==b){if(c){tab(c,false);var o=el('panel',c.id.slice(P.length+5));` +
  `if(o)pane(o,false)}tab(b,true);var p=el('panel',k);if(p)pane(p,true);` +
  `var h=d.querySelector('.${TAB_PLACEHOLDER_CLASS}');if(h)h.hidden=!!p}if(s.wake)s.wake()}` +
  `function on(e){var t=e.target;if(!t||!t.closest)return;var bar=t.closest('#'+P+'>[role=tablist]');` +
  `if(!bar&&(s.live||e.type==='click'||!t.closest('#'+P)))return;` +
  `if(!s.live||L.indexOf(e.type)<0)e.stopPropagation();` +
  `if(bar&&e.type==='mousedown')e.preventDefault();` +
  `var n=bar&&e.type==='click'&&t.closest('.'+A+'-nav-list>[data-node-key]');` +
  `if(n)show(n.getAttribute('data-node-key'))}` +
  `for(var i=0;i<E.length;i++)addEventListener(E[i],on,true);` +
  `s.hydrated=function(){s.live=true;s.wake=null;for(var i=0;i<L.length;i++)` +
  `if(L[i]!=='click')removeEventListener(L[i],on,true)};window.portfolioTabIntent=s})()`;

/** The entry's part: a tap from now on wakes the islands, and one already made does at once. */
export function wakeOnTabIntent(wake: () => void): void {
  const intent = window.portfolioTabIntent;
  if (!intent) return;
  intent.wake = wake;
  if (intent.key !== null) wake();
}

/**
 * For the Tabs as they hydrate: the tab the visitor chose meanwhile, if any. From then on React gets
 * the taps (the script still shows each at once).
 */
export function takeTabIntent(doc: Document): string | null {
  const intent = doc.defaultView?.portfolioTabIntent;
  if (!intent) return null;
  intent.hydrated();
  const key = intent.key;
  intent.key = null;
  return key;
}

/** Once the Tabs have rendered the open panel: the placeholder goes (the script shows it again). */
export function hideTabPlaceholder(doc: Document): void {
  const placeholder = doc.querySelector<HTMLElement>(`.${TAB_PLACEHOLDER_CLASS}`);
  if (placeholder) placeholder.hidden = true;
}

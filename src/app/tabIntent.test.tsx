import { Tabs } from 'antd';
import { renderToString } from 'react-dom/server';
import {
  hideTabPlaceholder,
  TAB_INTENT_SCRIPT,
  TAB_PLACEHOLDER_CLASS,
  TABS_ID,
  takeTabIntent,
  wakeOnTabIntent,
} from './tabIntent';

// The page's shape: the first tab's panel rendered, a story tab's too (forceRender), one not yet.
const ITEMS = [
  { key: 'github', label: 'GitHub Projects', children: <p>repositories</p> },
  { key: 'gitlab', label: 'GitLab Projects', children: <p>projects</p> },
  { key: 'experience', label: 'Experience', children: <p>work</p>, forceRender: true },
];

/** What rc-tabs itself renders with this tab open. */
function rcTabs(activeKey: string): Document {
  const html = renderToString(<Tabs id={TABS_ID} activeKey={activeKey} items={ITEMS} />);
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

/** The attributes a switch changes, of every tab and of the panels there are in both. */
function switchState(doc: Document, panelsOf: Document = doc) {
  const tabs = [...doc.querySelectorAll(`#${TABS_ID} [role='tab']`)].map((tab) => ({
    id: tab.id,
    selected: tab.getAttribute('aria-selected'),
    tabindex: tab.getAttribute('tabindex'),
    className: tab.parentElement?.className,
  }));
  const panels = [...doc.querySelectorAll<HTMLElement>(`#${TABS_ID} [role='tabpanel']`)]
    .filter(({ id }) => panelsOf.getElementById(id))
    .map((panel) => ({
      id: panel.id,
      hidden: panel.getAttribute('aria-hidden'),
      tabindex: panel.getAttribute('tabindex'),
      display: panel.style.display,
      className: panel.className,
    }));
  return { tabs, panels };
}

const tab = (key: string) => document.getElementById(`${TABS_ID}-tab-${key}`) as HTMLElement;
const placeholder = () => document.querySelector(`.${TAB_PLACEHOLDER_CLASS}`) as HTMLElement;

// One page for the file, as in the browser: the script's listeners stay for its life.
const reactGot: string[] = [];
beforeAll(() => {
  document.body.innerHTML =
    `<div id="root">${renderToString(<Tabs id={TABS_ID} defaultActiveKey="github" items={ITEMS} />)}` +
    `<div class="${TAB_PLACEHOLDER_CLASS}" hidden></div></div>`;
  // React listens on the root, where the events bubble after the window's capture.
  for (const type of ['click', 'pointerdown', 'mousedown', 'focusin', 'keydown']) {
    document.getElementById('root')?.addEventListener(type, (event) => reactGot.push(event.type));
  }
  // The very text the page's head runs.
  new Function(TAB_INTENT_SCRIPT)();
});

describe('the head script, before the Tabs hydrate', () => {
  it('shows a tapped tab whose panel the page has exactly as rc-tabs renders it open', () => {
    tab('experience').click();
    expect(switchState(document, rcTabs('experience'))).toEqual(switchState(rcTabs('experience')));
    // The panel it left, as rc-tabs hides one (the story's hidden panel's state).
    const left = document.getElementById(`${TABS_ID}-panel-github`) as HTMLElement;
    const hiddenPanel = rcTabs('github').getElementById(
      `${TABS_ID}-panel-experience`,
    ) as HTMLElement;
    expect([left.style.display, left.getAttribute('aria-hidden'), left.tabIndex]).toEqual([
      hiddenPanel.style.display,
      hiddenPanel.getAttribute('aria-hidden'),
      hiddenPanel.tabIndex,
    ]);
    expect(placeholder().hidden).toBe(true);
  });

  it('shows the placeholder for a panel the page does not have yet, and back', () => {
    tab('gitlab').click();
    const { tabs, panels } = switchState(document);
    expect(tabs).toEqual(switchState(rcTabs('gitlab')).tabs);
    expect(panels.every(({ hidden }) => hidden === 'true')).toBe(true);
    expect(placeholder().hidden).toBe(false);
    tab('github').click();
    expect(switchState(document, rcTabs('github'))).toEqual(switchState(rcTabs('github')));
    expect(placeholder().hidden).toBe(true);
    tab('gitlab').click();
  });

  it('keeps the taps from React (it would hydrate the Tabs in one long task)', () => {
    reactGot.length = 0;
    tab('gitlab').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    tab('gitlab').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    tab('gitlab').click();
    expect(reactGot).toEqual([]);
  });

  it('lets a click in a panel through (a link’s, which analytics may count), not a press', () => {
    reactGot.length = 0;
    const text = document.querySelector(`#${TABS_ID}-panel-github p`) as HTMLElement;
    text.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    text.click();
    expect(reactGot).toEqual(['click']);
  });

  it('wakes the islands at a tap, at once when one came before the page’s code', () => {
    const wake = jest.fn();
    wakeOnTabIntent(wake);
    expect(wake).toHaveBeenCalledTimes(1);
    tab('experience').click();
    expect(wake).toHaveBeenCalledTimes(2);
    tab('gitlab').click();
  });

  it('gives the Tabs the tab chosen last, once', () => {
    expect(takeTabIntent(document)).toBe('gitlab');
    expect(takeTabIntent(document)).toBeNull();
  });
});

describe('the head script, once the Tabs have hydrated', () => {
  it('still shows a tapped tab at once, and leaves its click and keys to React', () => {
    reactGot.length = 0;
    tab('experience').click();
    expect(switchState(document, rcTabs('experience'))).toEqual(switchState(rcTabs('experience')));
    tab('experience').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(reactGot).toEqual(['click', 'keydown']);
    // Nothing left for the Tabs to take: they handle every tap themselves now.
    expect(takeTabIntent(document)).toBeNull();
  });

  it('keeps a press on the tab bar from React and from moving the focus, not one in a panel', () => {
    reactGot.length = 0;
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    tab('github').dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    const inPanel = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    document.querySelector(`#${TABS_ID}-panel-experience p`)?.dispatchEvent(inPanel);
    expect(inPanel.defaultPrevented).toBe(false);
    expect(reactGot).toEqual(['mousedown']);
  });

  it('hides the placeholder once the Tabs show the panel', () => {
    tab('gitlab').click();
    expect(placeholder().hidden).toBe(false);
    hideTabPlaceholder(document);
    expect(placeholder().hidden).toBe(true);
  });
});

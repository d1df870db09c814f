import {
  islandMoment,
  resetIslandMomentsForTest,
  takePrintRequest,
  wakeIslands,
} from './islandMoments';
import { fakeMediaQuery } from '../../test/support/fakeMediaQuery';

/** Whether the promise has settled by the end of the current microtasks. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => resetIslandMomentsForTest());
afterEach(() => {
  resetIslandMomentsForTest();
  window.matchMedia = originalMatchMedia;
});

describe('islandMoment', () => {
  it("'never' never comes", async () => {
    window.dispatchEvent(new Event('pointerdown'));
    expect(await settled(islandMoment('never'))).toBe(false);
  });

  it("'interaction' waits, also through idle time and the load, for the visitor", async () => {
    const moment = islandMoment('interaction');
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await settled(moment)).toBe(false);
  });

  it.each([
    'pointerdown',
    'pointermove',
    'touchstart',
    'wheel',
    'keydown',
    'focusin',
    'beforeprint',
  ])("'interaction' comes with the first %s anywhere on the page", async (type) => {
    const moment = islandMoment('interaction');
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await settled(moment)).toBe(true);
  });

  it('is one moment for every island of the page', () => {
    expect(islandMoment('interaction')).toBe(islandMoment('interaction'));
  });

  it('comes when the page turns to print media (a print preview, a headless PDF)', async () => {
    const media = fakeMediaQuery(false);
    const moment = islandMoment('interaction');
    expect(await settled(moment)).toBe(false);
    media.change(true);
    expect(await settled(moment)).toBe(true);
    expect(media.listeners.size).toBe(0);
  });

  it('has come already on a page printed from the start', async () => {
    fakeMediaQuery(true);
    expect(await settled(islandMoment('interaction'))).toBe(true);
  });

  it('comes when woken (a tap the head script handled), also before anyone asked for it', async () => {
    wakeIslands();
    expect(await settled(islandMoment('interaction'))).toBe(true);
  });
});

describe('a print asked for before the islands woke', () => {
  const key = (init: KeyboardEventInit) =>
    new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });

  it.each([
    ['Ctrl+P', { key: 'p', ctrlKey: true }],
    ['⌘P', { key: 'p', metaKey: true }],
    ['Ctrl+P with caps lock', { key: 'P', ctrlKey: true }],
  ])('%s: held back, wakes the islands, and is taken once', async (_, init) => {
    const moment = islandMoment('interaction');
    const event = key(init);
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(await settled(moment)).toBe(true);
    expect(takePrintRequest()).toBe(true);
    expect(takePrintRequest()).toBe(false);
  });

  it.each([
    ['P alone', { key: 'p' }],
    ['Ctrl+Shift+P', { key: 'P', ctrlKey: true, shiftKey: true }],
    ['Ctrl+Alt+P', { key: 'p', ctrlKey: true, altKey: true }],
    ['Ctrl+O', { key: 'o', ctrlKey: true }],
  ])('%s is no print: the key goes on, nothing is held', async (_, init) => {
    const moment = islandMoment('interaction');
    const event = key(init);
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(await settled(moment)).toBe(true);
    expect(takePrintRequest()).toBe(false);
  });

  it('Ctrl+P after the Ctrl key alone woke the islands, before the Tabs mounted: still held', async () => {
    const moment = islandMoment('interaction');
    document.body.dispatchEvent(key({ key: 'Control', ctrlKey: true }));
    expect(await settled(moment)).toBe(true);
    const event = key({ key: 'p', ctrlKey: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(takePrintRequest()).toBe(true);
  });

  it('Ctrl+P once the Tabs mounted (they took the request) is the browser’s own', async () => {
    const moment = islandMoment('interaction');
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settled(moment);
    expect(takePrintRequest()).toBe(false);
    const event = key({ key: 'p', ctrlKey: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(takePrintRequest()).toBe(false);
  });
});

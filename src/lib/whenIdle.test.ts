import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  const original = window.requestIdleCallback;
  afterEach(() => {
    window.requestIdleCallback = original;
    jest.useRealTimers();
  });

  it('asks for an idle moment with its deadline, and can be cancelled', () => {
    const requested: [IdleRequestCallback, IdleRequestOptions | undefined][] = [];
    window.requestIdleCallback = (callback, options) => requested.push([callback, options]);
    window.cancelIdleCallback = jest.fn();
    const work = jest.fn();
    const cancel = whenIdle(work, { timeoutMs: 3000, fallbackDelayMs: 200 });
    expect(requested.map(([, options]) => options)).toEqual([{ timeout: 3000 }]);
    requested[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('waits the fallback delay where the browser has no idle callbacks (Safari)', () => {
    jest.useFakeTimers();
    // @ts-expect-error -- a browser without it
    delete window.requestIdleCallback;
    const work = jest.fn();
    const cancel = whenIdle(work, { timeoutMs: 3000, fallbackDelayMs: 200 });
    jest.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    whenIdle(work, { timeoutMs: 3000, fallbackDelayMs: 200 })();
    jest.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

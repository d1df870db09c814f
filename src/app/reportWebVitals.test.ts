import { reportWebVitals } from './reportWebVitals';

jest.mock('web-vitals', () => ({
  onCLS: jest.fn(),
  onFCP: jest.fn(),
  onINP: jest.fn(),
  onLCP: jest.fn(),
  onTTFB: jest.fn(),
}));

const webVitals = jest.requireMock<Record<string, jest.Mock>>('web-vitals');

describe('reportWebVitals', () => {
  it('does nothing without a callback', async () => {
    await reportWebVitals();
    Object.values(webVitals).forEach((report) => expect(report).not.toHaveBeenCalled());
  });

  it('passes the callback to every Core Web Vitals reporter', async () => {
    const onPerfEntry = jest.fn();
    await reportWebVitals(onPerfEntry);
    Object.values(webVitals).forEach((report) => expect(report).toHaveBeenCalledWith(onPerfEntry));
  });
});

describe('reportWebVitals when the web-vitals chunk fails to load', () => {
  afterEach(() => jest.dontMock('web-vitals'));

  it('warns in one line and resolves', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = Object.assign(new Error('Loading chunk 123 failed.'), {
      name: 'ChunkLoadError',
    });
    // A fresh module registry whose web-vitals cannot load: the dynamic import rejects, as webpack's
    // does for a lost chunk.
    jest.resetModules();
    jest.doMock('web-vitals', () => {
      throw failed;
    });
    const { reportWebVitals: fresh } = jest.requireActual<{
      reportWebVitals: typeof reportWebVitals;
    }>('./reportWebVitals');
    const onPerfEntry = jest.fn();
    await expect(fresh(onPerfEntry)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Web vitals not reported: the web-vitals chunk failed to load (Loading chunk 123 failed.).',
    );
    expect(onPerfEntry).not.toHaveBeenCalled();
  });
});

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

import { reportFailure, Stopped } from './stopped';

describe('reportFailure', () => {
  it('prints a Stopped as its message alone and gives its exit code', () => {
    const lines: string[] = [];
    expect(
      reportFailure(new Stopped('Configuration error: X. Fix: Y.', 2), (l) => lines.push(l)),
    ).toBe(2);
    expect(lines).toEqual(['\nConfiguration error: X. Fix: Y.\n']);
  });

  it('prints anything else with its stack, exit code 1: a bug', () => {
    const lines: string[] = [];
    expect(reportFailure(new TypeError('boom'), (l) => lines.push(l))).toBe(1);
    expect(lines[0]).toMatch(/^TypeError: boom\n\s+at /);
    expect(reportFailure('text', (l) => lines.push(l))).toBe(1);
    expect(lines[1]).toBe('text');
  });
});

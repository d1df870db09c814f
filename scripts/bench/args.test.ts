import { DEFAULT_RUNS, defaultOutName, parseBenchArgs } from './args';

describe('parseBenchArgs', () => {
  it('has defaults', () => {
    expect(parseBenchArgs([])).toEqual({
      help: false,
      build: null,
      runs: DEFAULT_RUNS,
      out: null,
      compare: null,
      base: null,
      analytics: false,
    });
    expect(parseBenchArgs(['--analytics']).analytics).toBe(true);
    expect(parseBenchArgs(['--base', '/tmp/main-build']).base).toBe('/tmp/main-build');
  });

  it('reads every option, spaced or with =', () => {
    expect(
      parseBenchArgs(['--build', 'build', '--runs=5', '--out', 'a.json', '--compare=old.json']),
    ).toEqual({
      help: false,
      build: 'build',
      runs: 5,
      out: 'a.json',
      compare: 'old.json',
      base: null,
      analytics: false,
    });
    expect(parseBenchArgs(['-h']).help).toBe(true);
    expect(parseBenchArgs(['--runs', '1', '--help']).help).toBe(true);
  });

  it.each([
    [['--runs', '0'], '--runs must be a whole number from 1 to 50, got 0'],
    [['--runs', '2.5'], '--runs must be a whole number from 1 to 50, got 2.5'],
    [['--runs=many'], '--runs must be a whole number from 1 to 50, got many'],
    [['--out'], '--out needs a value'],
    [['--build', '--runs', '2'], '--build needs a value'],
    [['--compare='], '--compare needs a value'],
    [['--base'], '--base needs a value'],
    [['--fast'], "Unknown option '--fast'"],
    [['build'], "Unexpected argument 'build'"],
    [
      ['--analytics', '--build', 'b'],
      '--analytics builds the site itself: drop --build, or --analytics',
    ],
  ])('%j: %s', (argv, message) => {
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });
});

describe('defaultOutName', () => {
  it('is the ISO time without colons or milliseconds', () => {
    expect(defaultOutName(new Date('2026-11-22T18:23:19.401Z'))).toBe(
      'bench-2026-11-22T18-23-19Z.json',
    );
  });
});

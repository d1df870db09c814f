import { DEFAULT_OUT, parseScreenshotArgs } from './args';

describe('parseScreenshotArgs', () => {
  it('photographs build/ into docs/screenshots/ by default', () => {
    expect(parseScreenshotArgs([])).toEqual({
      help: false,
      mock: false,
      build: 'build',
      out: DEFAULT_OUT,
    });
  });

  it('reads --mock, --build, --out and --help', () => {
    expect(parseScreenshotArgs(['--mock', '--out', 'shots'])).toEqual({
      help: false,
      mock: true,
      build: null,
      out: 'shots',
    });
    expect(parseScreenshotArgs(['--build=site', '-h'])).toMatchObject({
      help: true,
      build: 'site',
    });
  });

  it.each([
    [['--mock', '--build', 'site'], '--mock makes its own build: give --mock or --build, not both'],
    [['--out'], '--out needs a value'],
    [['--build='], '--build needs a value'],
    [['--dark'], "Unknown option '--dark'"],
    [['shots'], "Unexpected argument 'shots'"],
  ])('rejects %j', (argv, message) => {
    expect(() => parseScreenshotArgs(argv)).toThrow(message);
  });
});

/** @jest-environment node */
import { CommandLineError, readCommandLine } from './commandLine';

const options = {
  out: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const read = (args: string[], allowPositionals = false) =>
  readCommandLine({ args, options, allowPositionals });

describe('readCommandLine', () => {
  it('reads options spaced or with =, short flags and positionals when allowed', () => {
    expect(read(['--out', 'a.json', '-h']).values).toEqual({ out: 'a.json', help: true });
    expect(read(['--out=b.json']).values).toEqual({ out: 'b.json' });
    expect(read(['github', '-'], true).positionals).toEqual(['github', '-']);
  });

  it.each([
    [['--fast'], "Unknown option '--fast'", null],
    [['-x'], "Unknown option '-x'", null],
    [
      ['build'],
      "Unexpected argument 'build'. This command does not take positional arguments",
      null,
    ],
    [['--help=yes'], "Option '-h, --help' does not take an argument", null],
    [['--out'], '--out needs a value', 'out'],
    [['--out', '--help'], '--out needs a value', 'out'],
    [['--out='], '--out needs a value', 'out'],
  ])('%j: %s', (args, message, option) => {
    let thrown: unknown;
    try {
      read(args);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CommandLineError);
    expect(thrown).toMatchObject({ message, option });
  });
});

/** The command line of `npm run bench`. */
import { UsageError } from './benchError';

export interface BenchArgs {
  readonly help: boolean;
  /** Measure this existing build instead of building one. */
  readonly build: string | null;
  readonly runs: number;
  /** null: test-results/bench/bench-<timestamp>.json. */
  readonly out: string | null;
  readonly compare: string | null;
}

export const DEFAULT_RUNS = 3;

export const USAGE = `Usage: npm run bench -- [options]

Builds the snapshot site against the local mock API, serves it beside the peer build
(../shared/peers/gitprofile) the way GitHub Pages does, runs Lighthouse (mobile and desktop)
on both, interleaved, and prints the medians against this project's targets.

Options:
  --build DIR      measure an existing build (made for /portfolio/) instead of building
  --runs N         Lighthouse runs per page and preset (default ${DEFAULT_RUNS})
  --out FILE       JSON output (default test-results/bench/bench-<ISO timestamp>.json;
                   always copied to test-results/bench/latest.json)
  --compare FILE   after the table, how each median moved since an earlier JSON output
  --help           this text

Needs Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH). Exits 0 whether the targets
are met or not; non-zero only when it could not measure.`;

const VALUE_OPTIONS = ['--build', '--runs', '--out', '--compare'] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

const isValueOption = (name: string): name is ValueOption =>
  (VALUE_OPTIONS as readonly string[]).includes(name);

/** `--name value` or `--name=value`; throws a UsageError naming the problem (usage follows it). */
export function parseArgs(argv: readonly string[]): BenchArgs {
  const values: Partial<Record<ValueOption, string>> = {};
  let help = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    const [name = '', inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg];
    if (!isValueOption(name)) throw new UsageError(`Unknown argument: ${arg}`);
    const value = inline ?? argv[index + 1];
    if (inline === undefined) index += 1;
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) {
      throw new UsageError(`${name} needs a value`);
    }
    values[name] = value;
  }

  let runs = DEFAULT_RUNS;
  if (values['--runs'] !== undefined) {
    runs = Number(values['--runs']);
    if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
      throw new UsageError(`--runs must be a whole number from 1 to 50, got ${values['--runs']}`);
    }
  }
  return {
    help,
    build: values['--build'] ?? null,
    runs,
    out: values['--out'] ?? null,
    compare: values['--compare'] ?? null,
  };
}

/** `bench-2026-11-22T18-23-19Z.json`: the ISO time with characters every file system accepts. */
export function defaultOutName(date: Date): string {
  return `bench-${date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.json`;
}

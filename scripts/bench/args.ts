/** The command line of `npm run bench`. */
import { CommandLineError, readCommandLine } from '../lib/cli/commandLine';
import { SETTING_NAMES } from '../../src/config/settingNames';
import { UsageError } from './benchError';

interface BenchArgs {
  readonly help: boolean;
  /** Measure this existing build instead of building one. */
  readonly build: string | null;
  readonly runs: number;
  /** null: test-results/bench/bench-<timestamp>.json. */
  readonly out: string | null;
  readonly compare: string | null;
  /** An earlier build (made for /portfolio/) measured in the same run, interleaved: the base to beat. */
  readonly base: string | null;
  /** Build with the owner's analytics (a local stand-in) set. */
  readonly analytics: boolean;
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
  --base DIR       an earlier build of this project (made for /portfolio/, e.g. main's before a
                   change), served on an origin of its own and measured in the same runs,
                   interleaved with the other two: same machine, same minutes, same noise
  --analytics      build with ${SETTING_NAMES.analytics} set (a stand-in of a self-hosted Plausible on
                   another local origin): its script and counts are the owner's choice, reported
                   apart and not counted against the third-party target
  --help           this text

Needs Debian's Chromium (/usr/bin/chromium, or ${SETTING_NAMES.chromiumPath}). Exits 0 whether the targets
are met or not; non-zero only when it could not measure.`;

const OPTIONS = {
  build: { type: 'string' },
  runs: { type: 'string' },
  out: { type: 'string' },
  compare: { type: 'string' },
  base: { type: 'string' },
  analytics: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function readOptions(argv: readonly string[]) {
  try {
    return readCommandLine({ args: [...argv], options: OPTIONS }).values;
  } catch (error) {
    if (error instanceof CommandLineError) throw new UsageError(error.message);
    throw error;
  }
}

/** `--name value` or `--name=value`; throws a UsageError naming the problem (usage follows it). */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const values = readOptions(argv);

  let runs = DEFAULT_RUNS;
  if (values.runs !== undefined) {
    runs = Number(values.runs);
    if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
      throw new UsageError(`--runs must be a whole number from 1 to 50, got ${values.runs}`);
    }
  }
  if (values.analytics && values.build !== undefined) {
    throw new UsageError('--analytics builds the site itself: drop --build, or --analytics');
  }
  return {
    help: values.help ?? false,
    build: values.build ?? null,
    runs,
    out: values.out ?? null,
    compare: values.compare ?? null,
    base: values.base ?? null,
    analytics: values.analytics ?? false,
  };
}

/** `bench-2026-11-22T18-23-19Z.json`: the ISO time with characters every file system accepts. */
export function defaultOutName(date: Date): string {
  return `bench-${date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.json`;
}

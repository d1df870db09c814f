/** The command line of `npm run screenshots`. */
import { CommandLineError, readCommandLine } from '../lib/cli/commandLine';
import { SETTING_NAMES } from '../../src/config/settingNames';

interface ScreenshotArgs {
  readonly help: boolean;
  /** Build the mock owner's site against the local mock API first (the README's screenshots). */
  readonly mock: boolean;
  /** The build to photograph, relative to the repository; null with --mock. */
  readonly build: string | null;
  /** Where the PNG files go, relative to the repository. */
  readonly out: string;
}

const DEFAULT_BUILD = 'build';
export const DEFAULT_OUT = 'docs/screenshots';

export const USAGE = `Usage: npm run screenshots -- [options]

Opens a build in headless Chromium, served as GitHub Pages serves it, and saves full-page screenshots:
phone (375×812) and desktop (1280×900), every tab, and the first tab in dark mode too
(phone.png, phone-dark.png, phone-gitlab-projects.png, phone-tech-stack.png, desktop.png, …).

Options:
  --mock         first build the site of the mock owner against the local mock API (what the
                 README's screenshots show) into test-results/screenshots/build/, and photograph that
  --build DIR    the build to photograph (default ${DEFAULT_BUILD}/, as npm run build made it)
  --out DIR      where the screenshots go (default ${DEFAULT_OUT}/)
  --help         this text

Needs Debian's Chromium (/usr/bin/chromium, or ${SETTING_NAMES.chromiumPath}).`;

/** A wrong command line: the message names the problem; print it with USAGE. */
export class ScreenshotUsageError extends Error {
  override name = 'ScreenshotUsageError';
}

const OPTIONS = {
  mock: { type: 'boolean' },
  build: { type: 'string' },
  out: { type: 'string', default: DEFAULT_OUT },
  help: { type: 'boolean', short: 'h' },
} as const;

function readOptions(argv: readonly string[]) {
  try {
    return readCommandLine({ args: [...argv], options: OPTIONS }).values;
  } catch (error) {
    if (error instanceof CommandLineError) throw new ScreenshotUsageError(error.message);
    throw error;
  }
}

export function parseScreenshotArgs(argv: readonly string[]): ScreenshotArgs {
  const values = readOptions(argv);
  const mock = values.mock ?? false;
  if (mock && values.build !== undefined) {
    throw new ScreenshotUsageError('--mock makes its own build: give --mock or --build, not both');
  }
  return {
    help: values.help ?? false,
    mock,
    build: mock ? null : (values.build ?? DEFAULT_BUILD),
    out: values.out,
  };
}

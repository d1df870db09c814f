/**
 * Step 4's webpack run in a Node process of its own, whether the build runs as `npm run build` or
 * in-process in a test: webpack's persistent cache is then always written by plain Node (inside a
 * test runner's realm it numbers that realm's types too, and plain Node cannot read what it
 * writes), and the bundler's memory (about 1 GB at its peak) is freed when it ends, before the
 * prerender and the CV.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PortfolioConfig } from '../../../src/config';
import { CODE_ROOT } from '../settings/ownerFiles';

export interface BundleRequest {
  /** process.env values the page may read (clientEnv). */
  readonly env: Readonly<Record<string, string>>;
  readonly config: PortfolioConfig;
  /** build/: the browser bundle and its index.html template. */
  readonly outputPath: string;
  /** A temporary folder: the prerender bundle. */
  readonly prerenderDir: string;
  /** Whether webpack's report may be coloured. */
  readonly colors: boolean;
}

export interface BundleReport {
  /** webpack's errors and warnings, as it words them. */
  readonly stats: string;
  readonly hasErrors: boolean;
}

const TSX = path.join(CODE_ROOT, 'node_modules/.bin/tsx');
const MAIN = path.join(__dirname, 'bundleMain.ts');

/**
 * The child's environment: only what Node and the tools need, the settings travel in the request,
 * never here. NODE_OPTIONS stays (an owner's `--max-old-space-size` for a large build reaches
 * webpack, where the memory goes); not the build's TMPDIR: tsx keeps its compile cache in the
 * temporary folder.
 */
export function bundleProcessEnv(parent: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = { PATH: parent.PATH ?? '', HOME: parent.HOME ?? '' };
  if (parent.NODE_OPTIONS) env.NODE_OPTIONS = parent.NODE_OPTIONS;
  return env;
}

/**
 * Compiles both bundles in a child process; `workDir` (a folder of the build's own) holds the
 * request and the report. What the child prints besides (webpack's cache notices) goes to `warn`.
 */
export async function bundleInItsOwnProcess(
  request: BundleRequest,
  { workDir, warn }: { workDir: string; warn: (line: string) => void },
): Promise<BundleReport> {
  const requestFile = path.join(workDir, 'bundle-request.json');
  const reportFile = path.join(workDir, 'bundle-report.json');
  writeFileSync(requestFile, JSON.stringify(request));
  const env = bundleProcessEnv(process.env);
  try {
    const { stderr } = await promisify(execFile)(TSX, [MAIN, requestFile, reportFile], {
      cwd: CODE_ROOT,
      env,
      maxBuffer: 32 * 1024 * 1024,
    });
    if (stderr.trim()) warn(stderr.trimEnd());
  } catch (error) {
    const failure = error as { stderr?: string; message: string };
    throw new Error(`webpack's process failed: ${failure.stderr?.trim() || failure.message}`, {
      cause: error,
    });
  }
  if (!existsSync(reportFile)) {
    throw new Error("webpack's process ended without its report: run the build again.");
  }
  return JSON.parse(readFileSync(reportFile, 'utf8')) as BundleReport;
}

/**
 * `npm run bench`: Lighthouse (mobile and desktop) on this project's snapshot build and on the peer's
 * production build, served side by side like GitHub Pages and measured in turn so machine noise hits
 * both alike; prints the medians against the targets and writes every run to JSON. A benchmark, not
 * a test: missed targets do not fail it, only a failure to measure does. `--help` for the options.
 */
import { execFileSync } from 'node:child_process';
import { SETTING_NAMES } from '../../src/config/settingNames';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BenchError, UsageError } from './benchError';
import { defaultOutName, parseBenchArgs, USAGE } from './args';
import { formatComparison, readEarlierRun, type EarlierRun } from './compare';
import { parseLighthouseResult } from './lighthouseResult';
import { benchChromium, chromiumVersion, runLighthouse } from './lighthouseRunner';
import {
  formatFigure,
  PAGES,
  PRESETS,
  type BuildFigures,
  type PageId,
  type Preset,
} from './metrics';
import {
  judge,
  mediansOf,
  OUTPUT_SCHEMA_VERSION,
  pageOutput,
  type BenchOutput,
  type RunRecord,
} from './output';
import { startPagesServer } from '../lib/pagesServer';
import { buildAgainstMock, existingBuild, type BenchBuild } from './siteBuild';
import { startAnalyticsStandIn } from './analyticsStandIn';
import { formatResultsTable } from './table';
import { missedLines } from './targets';
import { measure, SizeError } from '../size/main';

const ROOT = path.resolve(__dirname, '../..');
const BENCH_DIR = path.join(ROOT, 'test-results/bench');
/** Every run's full Lighthouse report, overwritten by the next bench (open in the Lighthouse viewer). */
const REPORTS_DIR = path.join(BENCH_DIR, 'reports');
const PEER_NAME = 'gitprofile';
const PEER_DIR = path.resolve(ROOT, '../shared/peers/gitprofile');
const BASE_PATHS: Readonly<Record<PageId, string>> = { ours: '/portfolio/', peer: '/gitprofile/' };

const progress = (line: string) => console.error(line);

/** The short commit, `-dirty` when tracked files differ from it (untracked files do not count). */
function gitCommit(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
    const commit = git('rev-parse', '--short', 'HEAD').trim();
    return git('status', '--porcelain', '--untracked-files=no').trim() ? `${commit}-dirty` : commit;
  } catch {
    return 'unknown';
  }
}

function sizesOf(dir: string, basePath: string): BuildFigures {
  try {
    const { firstLoadJsGzip, firstLoadCssGzip } = measure(dir, basePath);
    return { firstLoadJsGzip, firstLoadCssGzip };
  } catch (error) {
    if (error instanceof SizeError) throw new BenchError(error.message);
    throw error;
  }
}

function readEarlier(file: string): EarlierRun {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BenchError(`--compare ${file}: ${(error as Error).message}`);
  }
  return readEarlierRun(json, file);
}

type Lhr = Awaited<ReturnType<typeof runLighthouse>>;

/** One retry: a Chrome that fails to start or crashes once is machine noise, twice is a problem. */
async function lighthouseWithRetry(url: string, preset: Preset, chromium: string): Promise<Lhr> {
  try {
    return await runLighthouse(url, preset, chromium);
  } catch (first) {
    progress(`  Lighthouse failed (${(first as Error).message}); retrying once.`);
    try {
      return await runLighthouse(url, preset, chromium);
    } catch (second) {
      throw new BenchError(
        `Lighthouse failed twice on ${url} (${preset}): ${(second as Error).message}\n` +
          `Check that Chromium starts: ${chromium} --headless=new --dump-dom about:blank (add --no-sandbox only as root)`,
      );
    }
  }
}

interface Measurements {
  readonly records: Record<PageId, Record<Preset, RunRecord[]>>;
  readonly lighthouseVersion: string;
}

async function measurePages(
  urls: Readonly<Record<PageId, string>>,
  runs: number,
  chromium: string,
  apiOrigins: readonly string[],
  analyticsOrigins: readonly string[],
): Promise<Measurements> {
  const records: Record<PageId, Record<Preset, RunRecord[]>> = {
    ours: { mobile: [], desktop: [] },
    peer: { mobile: [], desktop: [] },
  };
  let lighthouseVersion = 'unknown';
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  mkdirSync(REPORTS_DIR, { recursive: true });
  const total = runs * PRESETS.length * PAGES.length;
  let step = 0;
  for (let run = 1; run <= runs; run += 1) {
    for (const preset of PRESETS) {
      for (const page of PAGES) {
        step += 1;
        const started = Date.now();
        const lhr = await lighthouseWithRetry(urls[page], preset, chromium);
        const parsed = parseLighthouseResult(lhr, apiOrigins, analyticsOrigins);
        lighthouseVersion = lhr.lighthouseVersion;
        const durationMs = Date.now() - started;
        writeFileSync(
          path.join(REPORTS_DIR, `${page}-${preset}-run${run}.json`),
          JSON.stringify(lhr),
        );
        records[page][preset].push({ run, durationMs, ...parsed });
        const { figures } = parsed;
        progress(
          `[${step}/${total}] ${preset} ${page === 'ours' ? 'this project' : PEER_NAME} run ${run}: ` +
            `performance ${formatFigure('performance', figures.performance)}, ` +
            `LCP ${formatFigure('lcpMs', figures.lcpMs)}, TBT ${formatFigure('tbtMs', figures.tbtMs)}, ` +
            `CLS ${formatFigure('cls', figures.cls)}, API calls ${formatFigure('apiCalls', figures.apiCalls)} ` +
            `(${(durationMs / 1000).toFixed(1)} s)`,
        );
        if (parsed.runtimeError) progress(`  Lighthouse runtime error: ${parsed.runtimeError}`);
        for (const warning of parsed.warnings) progress(`  Lighthouse warning: ${warning}`);
      }
    }
  }
  return { records, lighthouseVersion };
}

interface Measured {
  readonly sizes: Readonly<Record<PageId, BuildFigures>>;
  readonly urls: Readonly<Record<PageId, string>>;
  readonly measurements: Measurements;
}

/** Serves both builds on one origin and runs Lighthouse on them; stops the server and the mock after. */
async function measureBoth(
  build: BenchBuild,
  dirs: Readonly<Record<PageId, string>>,
  runs: number,
  chromium: string,
): Promise<Measured> {
  try {
    const sizes = {
      ours: sizesOf(dirs.ours, BASE_PATHS.ours),
      peer: sizesOf(dirs.peer, BASE_PATHS.peer),
    };
    const server = await startPagesServer(
      PAGES.map((page) => ({ basePath: BASE_PATHS[page], root: dirs[page] })),
    );
    const urls = {
      ours: `${server.origin}${BASE_PATHS.ours}`,
      peer: `${server.origin}${BASE_PATHS.peer}`,
    };
    try {
      progress(
        `Serving this project at ${urls.ours} and ${PEER_NAME} at ${urls.peer}; ` +
          `${runs} Lighthouse run${runs === 1 ? '' : 's'} per page and preset.`,
      );
      const measurements = await measurePages(
        urls,
        runs,
        chromium,
        build.apiOrigins,
        build.analytics ? [build.analytics.origin] : [],
      );
      return { sizes, urls, measurements };
    } finally {
      await server.close();
    }
  } finally {
    // A mock left running would keep the process alive after an error.
    await build.mock?.close();
    await build.analytics?.close();
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseBenchArgs(argv);
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  // Everything that can be checked before the slow part is checked first.
  const chromium = benchChromium();
  if (!existsSync(path.join(PEER_DIR, 'index.html'))) {
    throw new BenchError(
      `The peer build is missing: no index.html in ${PEER_DIR} (see ../shared/peers/README.md).`,
    );
  }
  const earlier = args.compare ? readEarlier(path.resolve(args.compare)) : null;
  const date = new Date();
  const outFile = args.out ? path.resolve(args.out) : path.join(BENCH_DIR, defaultOutName(date));
  const browserVersion = await chromiumVersion(chromium);
  progress(`Browser: ${browserVersion} (${chromium}).`);

  const build: BenchBuild = args.build
    ? await existingBuild(path.resolve(args.build), progress)
    : await buildAgainstMock(
        ROOT,
        path.join(BENCH_DIR, 'build'),
        progress,
        args.analytics ? await startAnalyticsStandIn('example.github.io') : null,
      );

  const dirs: Record<PageId, string> = { ours: build.dir, peer: PEER_DIR };
  const { sizes, urls, measurements } = await measureBoth(build, dirs, args.runs, chromium);

  const page = (id: PageId) =>
    pageOutput(
      {
        name: id === 'ours' ? 'this project' : PEER_NAME,
        url: urls[id],
        buildDir: path.relative(ROOT, dirs[id]) || '.',
        sizes: sizes[id],
      },
      measurements.records[id],
    );
  const pages = { ours: page('ours'), peer: page('peer') };
  const targets = judge(pages);
  const output: BenchOutput = {
    schemaVersion: OUTPUT_SCHEMA_VERSION,
    date: date.toISOString(),
    commit: gitCommit(),
    lighthouseVersion: measurements.lighthouseVersion,
    chromiumVersion: browserVersion,
    runs: args.runs,
    setup: { builtByBench: build.builtByBench, mockApiDuringRuns: build.mock !== null },
    pages,
    targets,
  };

  const medians = mediansOf(output);
  const { verdicts } = targets;
  console.log('');
  console.log(formatResultsTable(medians, verdicts, { runs: args.runs, peerName: PEER_NAME }));
  console.log('');
  console.log(
    targets.missed === 0
      ? `All ${verdicts.length} targets met.`
      : `${targets.met} of ${verdicts.length} targets met.\n${missedLines(verdicts).join('\n')}`,
  );
  const apiCalls = PRESETS.flatMap((preset) =>
    pages.ours.presets[preset].runs.flatMap((run) => run.apiCallUrls),
  );
  if (build.analytics) {
    const perRun = PRESETS.map((preset) =>
      pages.ours.presets[preset].runs.map((run) => run.analyticsUrls?.length ?? 0).join(', '),
    );
    console.log(
      `Analytics (the owner's ${SETTING_NAMES.analytics}, apart from the third-party target): requests per ` +
        `run to ${build.analytics.origin}: mobile ${perRun[0]}, desktop ${perRun[1]}; ` +
        `${build.analytics.received()} page views and events received.`,
    );
  }
  if (apiCalls.length > 0) {
    console.log(`API calls of this project: ${[...new Set(apiCalls)].join(', ')}`);
  }
  if (earlier && args.compare) {
    console.log('');
    console.log(formatComparison(medians, earlier, args.compare));
  }

  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(output, null, 2)}\n`);
  const latest = path.join(BENCH_DIR, 'latest.json');
  if (path.resolve(outFile) !== latest) {
    mkdirSync(BENCH_DIR, { recursive: true });
    copyFileSync(outFile, latest);
  }
  const shown = (file: string) => path.relative(process.cwd(), file);
  console.log(
    `\nResults: ${shown(outFile)} (also ${shown(latest)}); full Lighthouse reports in ${shown(REPORTS_DIR)}/`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof BenchError) {
      console.error(`bench: ${error.message}`);
      if (error instanceof UsageError) console.error(`\n${USAGE}`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  },
);

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
import { formatFigure, PRESETS, type BenchPage, type BuildFigures, type Preset } from './metrics';
import {
  judge,
  mediansOf,
  OUTPUT_SCHEMA_VERSION,
  pageOutput,
  type BenchOutput,
  type PageOutput,
  type RunRecord,
} from './output';
import { startPagesServer } from '../lib/pagesServer';
import { buildAgainstMock, existingBuild, type BenchBuild } from './siteBuild';
import { startAnalyticsStandIn } from './analyticsStandIn';
import { formatAgreement, formatResultsTable } from './table';
import { missedLines } from './targets';
import { measure, SizeError } from '../size/main';

const ROOT = path.resolve(__dirname, '../..');
const BENCH_DIR = path.join(ROOT, 'test-results/bench');
/** Every run's full Lighthouse report, overwritten by the next bench (open in the Lighthouse viewer). */
const REPORTS_DIR = path.join(BENCH_DIR, 'reports');
const PEER_NAME = 'gitprofile';
const PEER_DIR = path.resolve(ROOT, '../shared/peers/gitprofile');
const BASE_PATHS: Readonly<Record<BenchPage, string>> = {
  ours: '/portfolio/',
  // An earlier build of this project, made for /portfolio/ too: served on an origin of its own.
  base: '/portfolio/',
  peer: '/gitprofile/',
};
const PAGE_NAMES: Readonly<Record<BenchPage, string>> = {
  ours: 'this project',
  base: 'base',
  peer: PEER_NAME,
};

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

type PageRecords = Record<Preset, RunRecord[]>;

interface Measurements {
  readonly records: Readonly<Partial<Record<BenchPage, PageRecords>>>;
  readonly lighthouseVersion: string;
}

/** A page to measure: where it is served, and the mock origins whose API routes count as calls. */
interface Target {
  readonly page: BenchPage;
  readonly url: string;
  readonly apiOrigins: readonly string[];
}

async function measurePages(
  targets: readonly Target[],
  runs: number,
  chromium: string,
  analyticsOrigins: readonly string[],
): Promise<Measurements> {
  const records: Partial<Record<BenchPage, PageRecords>> = {};
  for (const { page } of targets) records[page] = { mobile: [], desktop: [] };
  let lighthouseVersion = 'unknown';
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  mkdirSync(REPORTS_DIR, { recursive: true });
  const total = runs * PRESETS.length * targets.length;
  let step = 0;
  for (let run = 1; run <= runs; run += 1) {
    for (const preset of PRESETS) {
      for (const { page, url, apiOrigins } of targets) {
        step += 1;
        const started = Date.now();
        const lhr = await lighthouseWithRetry(url, preset, chromium);
        const parsed = parseLighthouseResult(lhr, apiOrigins, analyticsOrigins);
        lighthouseVersion = lhr.lighthouseVersion;
        const durationMs = Date.now() - started;
        writeFileSync(
          path.join(REPORTS_DIR, `${page}-${preset}-run${run}.json`),
          JSON.stringify(lhr),
        );
        records[page]?.[preset].push({ run, durationMs, ...parsed });
        const { figures } = parsed;
        progress(
          `[${step}/${total}] ${preset} ${PAGE_NAMES[page]} run ${run}: ` +
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
  readonly sizes: Readonly<Partial<Record<BenchPage, BuildFigures>>>;
  readonly urls: Readonly<Partial<Record<BenchPage, string>>>;
  readonly measurements: Measurements;
}

/**
 * Serves the builds (this project's and the peer's on one origin, a base build on its own, as both
 * live under /portfolio/) and runs Lighthouse on them in turn; stops the servers and mocks after.
 */
async function measureAll(
  build: BenchBuild,
  base: BenchBuild | null,
  dirs: Readonly<Partial<Record<BenchPage, string>>>,
  runs: number,
  chromium: string,
): Promise<Measured> {
  const closers: (() => Promise<void>)[] = [];
  try {
    const sizes: Partial<Record<BenchPage, BuildFigures>> = {};
    for (const [page, dir] of Object.entries(dirs) as [BenchPage, string][]) {
      sizes[page] = sizesOf(dir, BASE_PATHS[page]);
    }
    const server = await startPagesServer([
      { basePath: BASE_PATHS.ours, root: build.dir },
      { basePath: BASE_PATHS.peer, root: PEER_DIR },
    ]);
    closers.push(() => server.close());
    const targets: Target[] = [
      { page: 'ours', url: `${server.origin}${BASE_PATHS.ours}`, apiOrigins: build.apiOrigins },
    ];
    if (base) {
      const baseServer = await startPagesServer([{ basePath: BASE_PATHS.base, root: base.dir }]);
      closers.push(() => baseServer.close());
      targets.push({
        page: 'base',
        url: `${baseServer.origin}${BASE_PATHS.base}`,
        apiOrigins: base.apiOrigins,
      });
    }
    targets.push({ page: 'peer', url: `${server.origin}${BASE_PATHS.peer}`, apiOrigins: [] });
    progress(
      `Serving ${targets.map(({ page, url }) => `${PAGE_NAMES[page]} at ${url}`).join(', ')}; ` +
        `${runs} Lighthouse run${runs === 1 ? '' : 's'} per page and preset, interleaved.`,
    );
    const measurements = await measurePages(
      targets,
      runs,
      chromium,
      build.analytics ? [build.analytics.origin] : [],
    );
    const urls = Object.fromEntries(targets.map(({ page, url }) => [page, url]));
    return { sizes, urls, measurements };
  } finally {
    for (const close of closers) await close();
    // A mock left running would keep the process alive after an error.
    await build.mock?.close();
    await build.analytics?.close();
    await base?.mock?.close();
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

  const base = args.base ? await existingBuild(path.resolve(args.base), progress) : null;
  const dirs: Readonly<Partial<Record<BenchPage, string>>> = {
    ours: build.dir,
    peer: PEER_DIR,
    ...(base ? { base: base.dir } : {}),
  };
  const { sizes, urls, measurements } = await measureAll(build, base, dirs, args.runs, chromium);

  const page = (id: BenchPage): PageOutput => {
    const [dir, url, size, records] = [dirs[id], urls[id], sizes[id], measurements.records[id]];
    if (!dir || !url || !size || !records) throw new Error(`The ${id} page was not measured`);
    return pageOutput(
      { name: PAGE_NAMES[id], url, buildDir: path.relative(ROOT, dir) || '.', sizes: size },
      records,
    );
  };
  const pages = { ours: page('ours'), peer: page('peer'), ...(base ? { base: page('base') } : {}) };
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
  if (base) console.log(`base: ${path.relative(ROOT, base.dir) || '.'}`);
  const agreement = formatAgreement(pages, PEER_NAME);
  if (agreement) console.log(`\n${agreement}`);
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

/**
 * `npm run build`: validate the settings, fetch the snapshot (snapshot mode), then a production build
 * into build/ (or BUILD_PATH) for PUBLIC_URL (/portfolio/ by default), and check that no secret reached it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SECRET_NAME } from '../src/config/liveTokens';
import { DEMO_DATA } from '../src/data/demoData';
import { SNAPSHOT_PATH, SNAPSHOT_VERSION, type PortfolioSnapshot } from '../src/data/snapshot';
import createWebpackConfig, { createPrerenderConfig } from '../webpack.config';
import {
  buildPath,
  clientEnv,
  loadEnvFiles,
  orExit,
  readBuildSecrets,
  readConfigOrExit,
  ROOT,
  siteLocation,
} from './build/1-settings/env';
import {
  injectPrerender,
  minifyCss,
  runPrerender,
  stylesheetLinks,
} from './build/5-prerender/prerender';
import { findSecrets } from './build/7-secret-scan/secretScan';
import { parseDocument, serializeDocument, type HtmlDocument } from './html/document';
import { writeSiteExtras } from './build/6-site-files/siteExtras';
import { siteSnapshotOrExit } from './build/2-fetch/siteSnapshot';

/**
 * Values that must never appear in the output: the build-time tokens (the GitLab one only may be
 * embedded on purpose, as REACT_APP_GITLAB_TOKEN in live mode) and every secret-looking REACT_APP_
 * value the page was not given.
 */
function secretsToScan(pageEnv: Readonly<Record<string, string>>): Record<string, string> {
  const secrets: Record<string, string> = {};
  const githubToken = process.env.GITHUB_TOKEN?.trim();
  if (githubToken) secrets.GITHUB_TOKEN = githubToken;
  const gitlabToken = process.env.GITLAB_TOKEN?.trim();
  if (gitlabToken && pageEnv.REACT_APP_GITLAB_TOKEN !== gitlabToken)
    secrets.GITLAB_TOKEN = gitlabToken;
  for (const [name, value] of Object.entries(process.env)) {
    if (
      name.startsWith('REACT_APP_') &&
      SECRET_NAME.test(name) &&
      value?.trim() &&
      !(name in pageEnv)
    ) {
      secrets[name] = value.trim();
    }
  }
  return secrets;
}

/** The demo build inlines the bundled demo data as its snapshot, so it is prerendered the same way. */
function demoSnapshot(): PortfolioSnapshot {
  return {
    version: SNAPSHOT_VERSION,
    fetchedAt: new Date().toISOString(),
    parts: DEMO_DATA,
    failures: {},
  };
}

function compile(configs: webpack.Configuration[]): Promise<webpack.MultiStats> {
  const compiler = webpack(configs);
  return new Promise<webpack.MultiStats>((resolve, reject) =>
    compiler.run((error, result) => {
      compiler.close(() => (error || !result ? reject(error) : resolve(result)));
    }),
  );
}

/** Renders the page into index.html's tree and inlines its CSS (see 5-prerender/prerender.ts). */
async function prerenderInto(
  page: HtmlDocument,
  outputPath: string,
  bundleFile: string,
  snapshot: PortfolioSnapshot | null,
  basePath: string,
): Promise<void> {
  const links = stylesheetLinks(page);
  const publicPath = `${basePath}/`;
  const css = minifyCss(
    links
      .map(({ href }) => readFileSync(path.join(outputPath, href.replace(publicPath, '')), 'utf8'))
      .join('\n'),
  );
  const rendered = await runPrerender(bundleFile, snapshot);
  injectPrerender(page, { ...rendered, css, snapshot }, links);
}

async function main(): Promise<void> {
  loadEnvFiles('production');
  const config = readConfigOrExit();
  const location = orExit(() => siteLocation());
  const secrets = orExit(() => readBuildSecrets());
  const outputPath = buildPath();
  console.log(
    config.demo
      ? 'Building the demo portfolio.'
      : `Building the portfolio of ${config.github.username}.`,
  );
  const snapshot = await siteSnapshotOrExit(config, secrets);

  const env = clientEnv(config);
  const prerenderDir = mkdtempSync(path.join(tmpdir(), 'portfolio-prerender-'));
  try {
    const stats = await compile([
      createWebpackConfig({ mode: 'production', env, outputPath }),
      createPrerenderConfig({ env, outputPath: prerenderDir }),
    ]);
    console.log(stats.toString({ colors: process.stdout.isTTY, preset: 'errors-warnings' }));
    if (stats.hasErrors()) {
      // Not process.exit: the prerender bundle's folder is removed below first.
      process.exitCode = 1;
      return;
    }
    const pageSnapshot = snapshot ?? (config.demo ? demoSnapshot() : null);
    const indexFile = path.join(outputPath, 'index.html');
    const page = parseDocument(readFileSync(indexFile, 'utf8'));
    await prerenderInto(
      page,
      outputPath,
      path.join(prerenderDir, 'prerender.js'),
      pageSnapshot,
      location.basePath,
    );
    console.log('Page prerendered into index.html.');
    await writeSiteExtras({
      page,
      outputPath,
      publicDir: path.join(ROOT, 'public'),
      snapshot: pageSnapshot,
      location,
      config,
    });
    writeFileSync(indexFile, serializeDocument(page));
    console.log(
      `Link previews, icons, manifest, 404.html, robots.txt${location.siteUrl ? ', sitemap.xml' : ''} written.`,
    );
  } finally {
    rmSync(prerenderDir, { recursive: true, force: true });
  }

  if (snapshot) {
    const file = path.join(outputPath, SNAPSHOT_PATH);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(snapshot));
    console.log(`Snapshot written to ${path.relative(process.cwd(), file)}.`);
  }

  const leaks = findSecrets(outputPath, secretsToScan(env));
  if (leaks.length > 0) {
    // Nothing that leaks may stay on disk, ready to be published by a careless deploy step.
    rmSync(outputPath, { recursive: true, force: true });
    console.error(
      `\nBuild refused: secrets found in the output: ${leaks.map((leak) => `${leak.name} in ${leak.file}`).join(', ')}. ` +
        'The output was deleted. Remove them from REACT_APP_* variables (only live mode may embed its encrypted token lines).\n',
    );
    process.exit(1);
  }
  console.log(
    `Build ready in ${path.relative(process.cwd(), outputPath) || '.'}/ (serve it under ` +
      `${location.siteUrl ?? `${location.basePath}/`}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

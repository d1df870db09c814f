/**
 * `npm run build`: the steps of scripts/build/, in the order they run, into build/ (or BUILD_PATH) for
 * PUBLIC_URL (/portfolio/ by default):
 *   1. settings: validated, and the resume (resume.json), or the build stops with what to fix;
 *   2. fetch: the snapshot of the APIs' data (snapshot mode; live mode's fallback), the feeds' posts;
 *   3. avatar: the owner's picture, resized into the site's own files;
 *   4. bundle: webpack, the browser bundle and the prerender bundle;
 *   5. prerender: the page rendered into index.html, with its CSS and snapshot;
 *   6. site files: link previews, icons, manifest, 404.html, robots.txt, sitemap.xml; last, each page's
 *      Content-Security-Policy and referrer policy (its hashes are those of the finished page);
 *   7. secret scan: no token, nor a piece of one, in the output.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SNAPSHOT_PATH } from '../src/data/snapshot';
import type { PortfolioContent } from '../src/domain/content';
import { ownerName } from '../src/domain/profileLinks';
import createWebpackConfig, { createPrerenderConfig } from '../webpack.config';
import {
  buildPath,
  clientEnv,
  loadEnvFiles,
  orExit,
  readBuildSecrets,
  readConfigOrExit,
  readResumesOrExit,
  ROOT,
  siteLocation,
} from './build/1-settings/env';
import { languagePath, pageLocale } from './build/1-settings/language/pageLocale';
import { ownerRoot, siteCv } from './build/1-settings/ownerFiles';
import { apiCacheDir } from './build/2-fetch/fetchForBuild';
import { checkLiveGitLabTokenOrExit } from './build/2-fetch/liveGitLabToken';
import { sitePosts } from './build/2-fetch/sitePosts';
import { demoSnapshot, siteSnapshotOrExit } from './build/2-fetch/siteSnapshot';
import { buildSiteAvatar, writeAvatarFiles } from './build/3-avatar/siteAvatar';
import { compile } from './build/4-bundle/compile';
import { writePageData } from './build/4-bundle/indexTemplate';
import { prerenderInto } from './build/5-prerender/prerender';
import { applySecurityPolicy, siteSources } from './build/6-site-files/contentSecurityPolicy';
import { applyPageMeta, writeSiteFiles } from './build/6-site-files/siteExtras';
import { leakReport, scanOutput } from './build/7-secret-scan/secretScan';
import { parseDocument, serializeDocument } from './html/document';

async function main(): Promise<void> {
  // 1. Settings, the resume and the languages.
  loadEnvFiles('production');
  const config = readConfigOrExit();
  const location = orExit(() => siteLocation());
  const secrets = orExit(() => readBuildSecrets());
  const resumes = readResumesOrExit(config);
  const outputPath = buildPath();
  // What the pages' Content-Security-Policy lets them reach: a URL it cannot hold stops the build here.
  const policySources = orExit(() => siteSources(config));
  const cvFile = siteCv(ownerRoot(), config.demo);
  if (cvFile === null) {
    console.warn(
      'No CV: public/cv.pdf is missing, so the page offers none. Add your CV as public/cv.pdf to show the Download CV button.',
    );
  }
  const { languages } = config;
  console.log(
    `${config.demo ? 'Building the demo portfolio' : `Building the portfolio of ${config.github.username}`}` +
      `${languages.length > 1 ? ` in ${languages.join(', ')}` : languages[0] === 'en' ? '' : ` in ${languages[0]}`}.`,
  );

  // 2. Fetch: the APIs' data and the feeds, at once. First, in live mode, whether the page's GitLab
  // token reads more than public data (every visitor gets it).
  await checkLiveGitLabTokenOrExit(config);
  const [fetched, posts] = await Promise.all([
    siteSnapshotOrExit(config, secrets),
    sitePosts(config),
  ]);
  // One page per language: its messages and formats, and its resume.
  const pages = languages.map((language) => ({
    language,
    locale: pageLocale(language, languages, location.basePath),
    content: { resume: resumes[language], posts } satisfies PortfolioContent,
  }));
  const [first] = pages;
  if (!first) throw new Error('A site has at least one language.');

  // 3. Avatar: the snapshot says which picture the page shows (the site's copy, or the default).
  const avatar = await buildSiteAvatar(fetched?.parts.profile?.avatarUrl ?? null, {
    publicPath: `${location.basePath}/`,
    cacheDir: apiCacheDir(),
    // The hosts the owner configured; a redirect of the avatar anywhere else must be public and https.
    ownerUrls: [config.github.apiUrl, config.gitlab.url, ...config.feeds.urls].filter(
      (url): url is string => url !== null,
    ),
  });
  const snapshot = fetched && avatar.avatar ? { ...fetched, avatar: avatar.avatar } : fetched;

  // 4. Bundle: one set of scripts for every page; the template gets the first language's data.
  const env = clientEnv(config);
  const prerenderDir = mkdtempSync(path.join(tmpdir(), 'portfolio-prerender-'));
  try {
    const stats = await compile([
      createWebpackConfig({
        mode: 'production',
        env,
        config,
        outputPath,
        content: first.content,
        locale: first.locale,
      }),
      createPrerenderConfig({ env, config, outputPath: prerenderDir }),
    ]);
    console.log(stats.toString({ colors: process.stdout.isTTY, preset: 'errors-warnings' }));
    if (stats.hasErrors()) {
      // Not process.exit: the prerender bundle's folder is removed below first.
      process.exitCode = 1;
      return;
    }
    writeAvatarFiles(outputPath, avatar);
    if (cvFile !== null) copyFileSync(cvFile, path.join(outputPath, 'cv.pdf'));

    // 5 and 6. Each language's page: prerendered into the template's tree, then its head.
    const pageSnapshot = snapshot ?? (config.demo ? demoSnapshot() : null);
    const template = readFileSync(path.join(outputPath, 'index.html'), 'utf8');
    const titles: string[] = [];
    for (const { language, locale, content } of pages) {
      const page = parseDocument(template);
      writePageData(page, { content, locale });
      await prerenderInto({
        page,
        outputPath,
        bundleFile: path.join(prerenderDir, 'prerender.js'),
        snapshot: pageSnapshot,
        content,
        locale,
        basePath: location.basePath,
      });
      const { title } = await applyPageMeta({
        page,
        outputPath,
        snapshot: pageSnapshot,
        location,
        config,
        locale,
        avatar: avatar.original,
        resume: content.resume,
      });
      titles.push(title);
      // Last: the policy hashes the inline scripts and styles every step above wrote.
      applySecurityPolicy(page, policySources);
      const relative = path.relative(
        location.basePath || '/',
        languagePath(location.basePath, languages, language),
      );
      const file = path.join(outputPath, relative, 'index.html');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, serializeDocument(page));
      console.log(`Page prerendered into ${path.relative(outputPath, file)} (${language}).`);
    }

    // 6. The files around the pages.
    const profile = pageSnapshot?.parts.profile ?? null;
    writeSiteFiles({
      outputPath,
      publicDir: path.join(ROOT, 'public'),
      snapshot: pageSnapshot,
      location,
      config,
      locale: first.locale,
      title: titles[0] ?? '',
      otherPages: pages.slice(1).map(({ language, locale }, index) => ({
        locale,
        title: titles[index + 1] ?? '',
        path: languagePath(location.basePath, languages, language),
      })),
      ownerName:
        ownerName(profile, config.github.username, first.content.resume?.basics) || 'Portfolio',
    });
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

  // 7. Secret scan: the build's secrets by value, and anything shaped like a token.
  const leaks = leakReport(scanOutput(outputPath, env));
  if (leaks !== null) {
    // Nothing that leaks may stay on disk, ready to be published by a careless deploy step.
    rmSync(outputPath, { recursive: true, force: true });
    console.error(`\nBuild refused: ${leaks} The output was deleted.\n`);
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

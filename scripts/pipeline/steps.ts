/**
 * `npm run build`'s steps, in the order they run (pipeline.ts runs them), into build/ (or the buildPath
 * setting's folder) for the site's address (/portfolio/ by default). Each reads only the context fields it names and writes
 * only its own files.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SETTING_NAMES } from '../../src/config/settingNames';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SNAPSHOT_PATH } from '../../src/data/snapshot';
import { parseDocument, serializeDocument } from '../lib/html/document';
import {
  buildPath,
  clientEnv,
  orStop,
  readEnvFiles,
  readBuildSecrets,
  readConfigOrStop,
  readResumesOrStop,
  ROOT,
  siteLocation,
} from './settings/env';
import { ownerRoot } from './settings/ownerFiles';
import { hasExperience } from '../../src/domain/resumeSections';
import {
  misplacedSections,
  readSectionsOrStop,
  SECTIONS_FOLDER,
} from './settings/sections/readSections';
import { languagePath, pageLocale } from './settings/language/pageLocale';
import { cvLink } from './cv/cvPlan';
import { siteCvPlan } from './cv/siteCvPlan';
import { writeSiteCvs } from './cv/siteCvs';
import { cvPageKey, hasKeptCvsFrom } from './cv/keptCv';
import { analyticsOrigins } from '../../src/config/analytics';
import { translate } from '../../src/i18n/translate';
import { apiCacheDir } from './fetch/fetchForBuild';
import { checkLiveGitLabTokenOrStop } from './fetch/liveGitLabToken';
import { sitePosts } from './fetch/sitePosts';
import { demoSnapshot, siteSnapshotOrStop } from './fetch/siteSnapshot';
import { buildSiteAvatar, writeAvatarFiles } from './avatar/siteAvatar';
import { bundleInItsOwnProcess } from './bundle/bundleProcess';
import { transformTemplate } from './bundle/indexTemplate';
import { sectionsStylesheet } from './bundle/sectionsStylesheet';
import { HEAD_SCRIPT } from '../../src/app/headScript';
import { loadPrerenderBundle, prerenderInto } from './prerender/prerender';
import { applySecurityPolicy, siteSources } from './site-files/contentSecurityPolicy';
import { applyPageMeta, writeSiteFiles } from './site-files/siteExtras';
import { pageOwner } from './site-files/pageOwner';
import { ownerUrlsOf } from './net/outboundFetch';
import { givenToPage, leakReport, scanOutput } from './secret-scan/secretScan';
import { BuildStopped, step, type BuildStep, type Needs } from './pipeline';

/** The settings, the resume, the languages and the CV, or the build stops with what to fix. */
const settings = step('Settings', async ({ env: commandEnv, log }: Needs<'env' | 'log'>) => {
  // The owner's .env files under the command's environment, in a new object: the build's settings.
  const env = orStop(() => readEnvFiles('production', commandEnv));
  const parsed = readConfigOrStop(env);
  const location = orStop(() => siteLocation(env));
  const secrets = orStop(() => readBuildSecrets(env));
  const resumes = readResumesOrStop(parsed, env, log.info);
  // What the pages' Content-Security-Policy lets them reach: a URL it cannot hold stops the build here.
  const policySources = orStop(() => siteSources(parsed));
  const cvPlan = await siteCvPlan(parsed, resumes, { env, log });
  // The page's Download CV points where the plan puts the CV.
  const config = { ...parsed, cv: cvLink(cvPlan) };
  // Where the owner's accent lacked contrast, the page uses a lighter or darker one: say which.
  for (const line of config.accent?.adjustments ?? []) log.warn(`Accent colour: ${line}`);
  const { languages } = config;
  log.info(
    `${config.demo ? 'Building the demo portfolio' : `Building the portfolio of ${config.github.username}`}` +
      `${languages.length > 1 ? ` in ${languages.join(', ')}` : languages[0] === 'en' ? '' : ` in ${languages[0]}`}.`,
  );
  return {
    env,
    config,
    location,
    secrets,
    resumes,
    outputPath: buildPath(env),
    policySources,
    cvPlan,
  };
});

/**
 * The owner's Markdown sections (sections/*.md), rendered and checked before anything is fetched: a
 * broken file stops the build at once, with its name, line and fix.
 */
const sections = step(
  'Sections',
  async ({
    env,
    log,
    config,
    location,
    resumes,
  }: Needs<'env' | 'log' | 'config' | 'location' | 'resumes'>) => {
    const read = await readSectionsOrStop(ownerRoot(env), {
      languages: config.languages,
      publicPath: `${location.basePath}/`,
      warn: log.warn,
    });
    if (read) {
      const counts = config.languages.map(
        (language) => `${read.byLanguage[language]?.length ?? 0} (${language})`,
      );
      log.info(`Sections: ${counts.join(', ')} from ${SECTIONS_FOLDER}/.`);
      // A tab the site cannot have: the page shows the section as a tab of its own (sectionsOnPage).
      for (const language of config.languages) {
        const resume = resumes[language];
        const tabs = {
          experience: resume !== null && hasExperience(resume),
          writing: config.feeds.urls.length > 0,
          forgejo: config.forgejo.url !== null,
        };
        for (const line of misplacedSections(read.byLanguage[language] ?? [], tabs)) {
          log.warn(`${line} (${language})`);
        }
      }
    }
    return { sections: read };
  },
);

/**
 * The APIs' data and the feeds, at once; first, in live mode, whether the page's GitLab token reads
 * more than public data (every visitor gets it). Then one page per language: its messages and formats,
 * its resume, the posts.
 */
const fetchData = step(
  'Fetch',
  async ({
    env,
    log,
    config,
    secrets,
    location,
    resumes,
    sections: owned,
  }: Needs<'env' | 'log' | 'config' | 'secrets' | 'location' | 'resumes' | 'sections'>) => {
    await checkLiveGitLabTokenOrStop(config, { env, log });
    const cacheDir = apiCacheDir(env);
    const [fetched, posts] = await Promise.all([
      siteSnapshotOrStop(config, secrets, { log, cacheDir }),
      sitePosts(config, { log, cacheDir }),
    ]);
    const { languages } = config;
    const pages = languages.map((language) => ({
      language,
      locale: pageLocale(language, languages, location.basePath),
      content: {
        resume: resumes[language],
        posts,
        // Absent without a sections/ folder: the page's data is as before the feature.
        ...(owned && { sections: owned.byLanguage[language] ?? [] }),
      },
    }));
    return { fetched, posts, pages };
  },
);

/**
 * Without a browser, the CVs an earlier build printed are published only when printed from the same
 * page data, known now that it is fetched: else the page offers no CV (the bundle, next, carries
 * where Download CV points).
 */
const keptCv = step(
  'Kept CV',
  ({
    env,
    log,
    cvPlan,
    config,
    fetched,
    pages,
  }: Needs<'env' | 'log' | 'cvPlan' | 'config' | 'fetched' | 'pages'>) => {
    if (cvPlan.kind !== 'last') return {};
    const pageKeys = Object.fromEntries(
      pages.map(({ language, content }) => [
        language,
        cvPageKey({ snapshot: fetched, content, settings: config }),
      ]),
    );
    if (hasKeptCvsFrom(apiCacheDir(env), cvPlan.keys, pageKeys)) {
      log.info('CV: the CV kept from an earlier build was printed from the same data: published.');
      return {};
    }
    log.warn(
      `No CV: ${cvPlan.missing}, and the CV kept from an earlier build was printed from other data ` +
        '(the page has changed since), so the page offers none. Install Chromium (Debian: apt-get ' +
        `install chromium) or point ${SETTING_NAMES.chromiumPath} at Chrome or Chromium to print it from today’s ` +
        'page, or add your own PDF as public/cv.pdf.',
    );
    return { cvPlan: { kind: 'none' }, config: { ...config, cv: 'none' } };
  },
);

/** webpack: one set of scripts for every page, and the prerender's bundle; the template only gets their tags. */
const bundle = step(
  'Bundle',
  async (
    { env: buildEnv, log, config, outputPath }: Needs<'env' | 'log' | 'config' | 'outputPath'>,
    cleanup,
  ) => {
    const env = clientEnv(config, buildEnv);
    // The build's TMPDIR, like os.tmpdir() in a process of its own.
    const tempRoot = buildEnv.TMPDIR?.trim() || tmpdir();
    const prerenderDir = mkdtempSync(path.join(tempRoot, 'portfolio-prerender-'));
    cleanup(() => rmSync(prerenderDir, { recursive: true, force: true }));
    const report = await bundleInItsOwnProcess(
      { env, config, outputPath, prerenderDir, colors: log.colors ?? false },
      { workDir: prerenderDir, warn: log.warn },
    );
    log.info(report.stats);
    if (report.hasErrors) throw new BuildStopped('webpack failed: see its errors above.');
    return {
      template: readFileSync(path.join(outputPath, 'index.html'), 'utf8'),
      prerenderBundle: path.join(prerenderDir, 'prerender.js'),
    };
  },
);

/**
 * The owner's picture: the snapshot says which (the site's copy, or the default), resized into the
 * site's own files (after webpack, which empties the folder first).
 */
const avatar = step(
  'Avatar',
  async ({
    env,
    log,
    config,
    location,
    outputPath,
    fetched,
  }: Needs<'env' | 'log' | 'config' | 'location' | 'outputPath' | 'fetched'>) => {
    const built = await buildSiteAvatar(fetched?.parts.profile?.avatarUrl ?? null, {
      publicPath: `${location.basePath}/`,
      cacheDir: apiCacheDir(env),
      write: log.info,
      // The hosts the owner configured; a redirect of the avatar anywhere else must be public and https.
      ownerUrls: ownerUrlsOf(config),
    });
    writeAvatarFiles(outputPath, built);
    const withAvatar = fetched && built.avatar ? { ...fetched, avatar: built.avatar } : fetched;
    return { avatar: built, snapshot: withAvatar ?? (config.demo ? demoSnapshot() : null) };
  },
);

/** The sections' images, resized, into the site (after webpack, which empties the folder first). */
const sectionImages = step(
  'Section images',
  ({ outputPath, sections: owned }: Needs<'outputPath' | 'sections'>) => {
    for (const { file, bytes } of owned?.files ?? []) {
      const target = path.join(outputPath, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, bytes);
    }
    return {};
  },
);

/** What each language's page shows, once: its owner (name, links, own repositories shown). */
const shownPages = step(
  'Shown pages',
  ({ pages, snapshot, config }: Needs<'pages' | 'snapshot' | 'config'>) => ({
    shownPages: pages.map((page) => {
      const owner = pageOwner(snapshot, config, page.content.resume);
      return { ...page, owner, titleName: owner.name || translate(page.locale, 'site.titleAlone') };
    }),
  }),
);

/**
 * Each language's page: the template's tree through its transforms (placeholders, the page's data:
 * bundle/indexTemplate.ts), then rendered into. The next steps edit the same tree: its head,
 * then its Content-Security-Policy.
 */
const prerender = step(
  'Prerender',
  async ({
    config,
    template,
    shownPages,
    outputPath,
    prerenderBundle,
    snapshot,
    location,
  }: Needs<
    | 'config'
    | 'template'
    | 'shownPages'
    | 'outputPath'
    | 'prerenderBundle'
    | 'snapshot'
    | 'location'
  >) => {
    const documents = [];
    const bundle = loadPrerenderBundle(prerenderBundle);
    for (const page of shownPages) {
      const document = parseDocument(template);
      transformTemplate(document, {
        publicUrl: location.basePath,
        headScript: HEAD_SCRIPT,
        ...(page.content.sections?.length && { sectionsCss: sectionsStylesheet() }),
        config,
        content: page.content,
        locale: page.locale,
      });
      await prerenderInto({
        page: document,
        outputPath,
        bundle,
        snapshot,
        content: page.content,
        locale: page.locale,
        basePath: location.basePath,
      });
      documents.push({ ...page, document });
    }
    return { documents };
  },
);

/** Each page's head (title, description, link previews, structured data) and its copies for machines. */
const pageMeta = step(
  'Page meta',
  async ({
    log,
    documents,
    outputPath,
    snapshot,
    location,
    config,
    avatar: built,
  }: Needs<'log' | 'documents' | 'outputPath' | 'snapshot' | 'location' | 'config' | 'avatar'>) => {
    const titled = [];
    for (const page of documents) {
      const { title } = await applyPageMeta({
        page: page.document,
        outputPath,
        snapshot,
        location,
        config,
        locale: page.locale,
        avatar: built.original,
        owner: page.owner,
        resume: page.content.resume,
        posts: page.content.posts ?? [],
        sections: page.content.sections,
        write: log.info,
      });
      titled.push({ ...page, title });
    }
    return { documents: titled };
  },
);

/**
 * Last of the pages' edits: each page's Content-Security-Policy hashes the inline scripts and styles
 * every step above wrote; then the pages are written.
 */
const securityPolicy = step(
  'Security policy and pages',
  ({
    log,
    documents,
    policySources,
    location,
    config,
    outputPath,
  }: Needs<'log' | 'documents' | 'policySources' | 'location' | 'config' | 'outputPath'>) => {
    for (const { document, language } of documents) {
      applySecurityPolicy(document, policySources);
      const relative = path.relative(
        location.basePath || '/',
        languagePath(location.basePath, config.languages, language),
      );
      const file = path.join(outputPath, relative, 'index.html');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, serializeDocument(document));
      log.info(`Page written to ${path.relative(outputPath, file)} (${language}).`);
    }
    return {};
  },
);

/** The files around the pages: the owner's CV, the snapshot, 404.html, icons, manifest, robots, sitemap. */
const siteFiles = step(
  'Site files',
  ({
    log,
    outputPath,
    cvPlan,
    fetched,
    snapshot,
    location,
    config,
    documents,
  }: Needs<
    'log' | 'outputPath' | 'cvPlan' | 'fetched' | 'snapshot' | 'location' | 'config' | 'documents'
  >) => {
    const [first, ...others] = documents;
    if (!first) throw new Error('A site has at least one language.');
    if (cvPlan.kind === 'file') copyFileSync(cvPlan.file, path.join(outputPath, 'cv.pdf'));
    // Published only when fetched: the demo's snapshot is the bundle's own data.
    if (fetched && snapshot) {
      const file = path.join(outputPath, SNAPSHOT_PATH);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(snapshot));
      log.info(`Snapshot written to ${path.relative(process.cwd(), file)}.`);
    }
    writeSiteFiles({
      outputPath,
      publicDir: path.join(ROOT, 'public'),
      snapshot,
      location,
      config,
      locale: first.locale,
      title: first.title ?? '',
      otherPages: others.map(({ language, locale, title }) => ({
        locale,
        title: title ?? '',
        path: languagePath(location.basePath, config.languages, language),
      })),
      ownerName: first.titleName,
    });
    log.info(
      `Link previews, icons, manifest, 404.html, robots.txt${location.siteUrl ? ', sitemap.xml' : ''} written.`,
    );
    return {};
  },
);

/**
 * Without a PDF of the owner's, each page printed as its CV in headless Chromium (led by its resume,
 * if any), as the page is published (the pages and their files are written). Without a browser, the
 * last printed for the same owner.
 */
const printedCv = step(
  'CV',
  async ({
    env,
    log,
    cvPlan: plan,
    outputPath,
    location,
    config,
    documents,
    fetched,
  }: Needs<
    'env' | 'log' | 'cvPlan' | 'outputPath' | 'location' | 'config' | 'documents' | 'fetched'
  >) => {
    const missing = await writeSiteCvs({
      plan,
      outputPath,
      basePath: location.basePath,
      cacheDir: apiCacheDir(env),
      pages: documents.map(({ language, locale, content, titleName }) => ({
        language,
        locale,
        path: languagePath(location.basePath, config.languages, language),
        name: titleName,
        headline: content.resume?.basics?.label || null,
        // The fetched data (the Kept CV step's key, before the avatar step rewrites its address).
        data: { snapshot: fetched, content, settings: config },
      })),
      blockedOrigins: analyticsOrigins(config.analytics),
      log: log.info,
      warn: log.warn,
    });
    if (missing.length > 0) {
      throw new BuildStopped(
        `No CV for ${missing.join('; ')}: Download CV would lead nowhere. Check that Chromium ` +
          `runs (${SETTING_NAMES.chromiumPath}) to print it from today’s page, or add your own PDF as public/cv.pdf.`,
      );
    }
    return {};
  },
);

/** The build's secrets by value, and anything shaped like a token: none may be in the output. */
const secretScan = step(
  'Secret scan',
  async ({
    env,
    log,
    outputPath,
    config,
    location,
  }: Needs<'env' | 'log' | 'outputPath' | 'config' | 'location'>) => {
    const given = givenToPage(config.liveTokens !== null, env);
    const leaks = leakReport(await scanOutput(outputPath, given, env));
    if (leaks !== null) {
      // Nothing that leaks may stay on disk, ready to be published by a careless deploy step.
      rmSync(outputPath, { recursive: true, force: true });
      throw new BuildStopped(`Build refused: ${leaks} The output was deleted.`);
    }
    log.info(
      `Build ready in ${path.relative(process.cwd(), outputPath) || '.'}/ (serve it under ` +
        `${location.siteUrl ?? `${location.basePath}/`}).`,
    );
    return {};
  },
);

export const BUILD_STEPS: readonly BuildStep[] = [
  settings,
  sections,
  fetchData,
  keptCv,
  bundle,
  avatar,
  sectionImages,
  shownPages,
  prerender,
  pageMeta,
  securityPolicy,
  siteFiles,
  printedCv,
  secretScan,
];

/** `npm start`: the development server at http://localhost:3000/portfolio/ (the port and site address settings) with hot reload. */
import webpack from 'webpack';
import { readSetting } from '../../src/config/settingsTable';
import WebpackDevServer from 'webpack-dev-server';
import createWebpackConfig from '../pipeline/bundle/webpackConfig';
import {
  clientEnv,
  loadEnvFiles,
  orStop,
  readBuildSecrets,
  readConfigOrStop,
  readResumesOrStop,
  siteLocation,
} from '../pipeline/settings/env';
import { ownerRoot, siteCv } from '../pipeline/settings/ownerFiles';
import { apiCacheDir } from '../pipeline/fetch/fetchForBuild';
import { lastKeptCv } from '../pipeline/cv/keptCv';
import { readCvPaper } from '../pipeline/cv/cvPlan';
import { siteCvKeys } from '../pipeline/cv/siteCvPlan';
import { pageLocale } from '../pipeline/settings/language/pageLocale';
import { sitePosts } from '../pipeline/fetch/sitePosts';
import { readSectionsOrStop } from '../pipeline/settings/sections/readSections';
import { siteSnapshotOrStop } from '../pipeline/fetch/siteSnapshot';
import { CommandLineError } from '../lib/cli/commandLine';
import { reportFailure } from '../lib/cli/stopped';
import { START_USAGE, startLanguage } from './startLanguage';
import type { Language } from '../../src/i18n/languages';

async function main(): Promise<void> {
  orStop(() => loadEnvFiles('development'));
  const settings = readConfigOrStop();
  const { basePath } = orStop(() => siteLocation());
  const secrets = orStop(() => readBuildSecrets());
  // The dev server shows one of the site's languages (no switch: the other pages are the build's).
  let language: Language | null;
  try {
    language = startLanguage(process.argv.slice(2), settings.languages);
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(`npm start: ${error.message}\n\n${START_USAGE}`);
    process.exit(2);
  }
  if (language === null) {
    console.log(START_USAGE);
    return;
  }
  const resumes = readResumesOrStop(settings);
  const sections = await readSectionsOrStop(ownerRoot(), {
    languages: [language],
    publicPath: `${basePath}/`,
    warn: (line) => console.warn(line),
  });
  const resume = resumes[language];
  // The owner's CV; else the one the last build printed for the same owner and resume (the dev
  // server prints none: npm run build does), whatever data it was printed from: the dev server is
  // never published, and its own fetch cannot tell the page the build printed; else the demo's.
  const keys = siteCvKeys(
    settings,
    resumes,
    orStop(() => readCvPaper()),
  );
  const key = keys[language];
  const kept = key === undefined ? null : lastKeptCv(apiCacheDir(), language, key);
  const cvFile = siteCv(ownerRoot(), false) ?? kept ?? siteCv(ownerRoot(), settings.demo);
  if (cvFile === null) {
    console.log(
      'Download CV: npm run build prints your CV from the page; the dev server has none yet.',
    );
  }
  const config = { ...settings, cv: cvFile === null ? ('none' as const) : ('site' as const) };
  // Fetched once at start; restart the server for fresh data.
  const [snapshot, posts] = await Promise.all([
    siteSnapshotOrStop(config, secrets),
    sitePosts(config),
  ]);
  const port = orStop(() => readSetting(process.env, 'port'));
  const webpackConfig = createWebpackConfig({
    mode: 'development',
    env: clientEnv(config),
    config,
    cvFile,
    port,
    snapshot: snapshot ? JSON.stringify(snapshot) : null,
    content: {
      resume,
      posts,
      ...(sections && { sections: sections.byLanguage[language] ?? [] }),
    },
    siteFiles: sections?.files ?? [],
    locale: pageLocale(language, [language], basePath),
  });
  const server = new WebpackDevServer(webpackConfig.devServer, webpack(webpackConfig));
  await server.start();
  console.log(`\nPortfolio running at http://localhost:${port}${basePath}/\n`);
}

main().catch((error: unknown) => process.exit(reportFailure(error)));

import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import path from 'node:path';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { pageColorsCss } from './pageColorsCss';
import { sectionsStylesheet } from './sectionsStylesheet';
import { fillIndexTemplate } from './indexTemplate';
import type { PortfolioConfig } from '../../../src/config/parseConfig';
import { SETTING_NAMES } from '../../../src/config/settingNames';
import { CONFIG_IN_PAGE } from '../../../src/config/inlineConfig';
import { SNAPSHOT_PATH } from '../../../src/data/snapshot';
import type { PortfolioContent } from '../../../src/domain/content';
import type { PageLocale } from '../../../src/i18n/locale';
import { HEAD_SCRIPT } from '../../../src/app/headScript';

/**
 * What the page's code reads at build time: `process.env` (NODE_ENV and the base path, as CRA
 * did) and PORTFOLIO_CONFIG, those settings already validated here in Node, so the page carries them
 * as data, without the parser and its error messages (about 1 KB gzip of the first load). The
 * browser's bundle reads them from the page (CONFIG_IN_PAGE: the template's transforms write them),
 * so its JavaScript does not change with an owner's settings; the prerender's bundle has them inlined.
 */
function pageDefinitions(
  env: Readonly<Record<string, string>>,
  config: PortfolioConfig | typeof CONFIG_IN_PAGE,
): Record<string, string> {
  return {
    'process.env': JSON.stringify(env),
    PORTFOLIO_CONFIG: JSON.stringify(config),
  };
}

export interface WebpackOptions {
  readonly mode: 'development' | 'production';
  /** process.env values the page may read (see scripts/pipeline/settings/env.ts). */
  readonly env: Readonly<Record<string, string>>;
  /** The settings the build validated (with the owner's tech stack and CV): the page's PORTFOLIO_CONFIG. */
  readonly config: PortfolioConfig;
  /** The dev server's CV at <base>/cv.pdf (the build copies it instead); null: none. */
  readonly cvFile?: string | null;
  readonly port?: number;
  /** Where the production build goes (default build/). */
  readonly outputPath?: string;
  /** The dev server serves this JSON as the snapshot (production builds write the file instead). */
  readonly snapshot?: string | null;
  /** The owner's resume and posts, inlined into index.html. */
  readonly content?: PortfolioContent;
  /** The page's language, inlined into index.html (the first language of a site with several). */
  readonly locale?: PageLocale;
  /** The dev server's copies of the sections' images, by their path under the site (the build writes them). */
  readonly siteFiles?: readonly { readonly file: string; readonly bytes: Buffer }[];
}

const ROOT = path.resolve(__dirname, '../../..');

/** TypeScript and JSX through swc, for the browser bundle and the build's prerender bundle alike. */
function scriptRule(dev: boolean): webpack.RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
        },
      },
    },
  };
}

/**
 * The first load in two scripts instead of one: a browser evaluates each deferred script as a task of
 * its own, so no single task blocks a phone's main thread for long (Lighthouse's Total Blocking Time).
 * antd and rc-components are no longer in the first load (the page's islands bring them:
 * docs/architecture.md); lazy chunks keep webpack's defaults.
 */
const FIRST_LOAD_SPLIT = {
  react: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    name: 'react',
    chunks: 'initial',
    priority: 30,
  },
} as const;

export const WEBPACK_CACHE_DIR = path.join(ROOT, 'node_modules/.cache/webpack');

/**
 * webpack's persistent cache (node_modules/.cache/webpack): a build after the first compiles only the
 * modules whose source, dependencies or inlined values (DefinePlugin tracks them per module) changed,
 * so the second of two builds takes a few seconds instead of twenty. This file and the lock file are
 * its build dependencies: editing either starts afresh. One name per bundle, as both run in one
 * multi-compiler.
 */
function persistentCache(name: string): Configuration['cache'] {
  return {
    type: 'filesystem',
    cacheDirectory: WEBPACK_CACHE_DIR,
    name,
    buildDependencies: { config: [__filename, path.join(ROOT, 'package-lock.json')] },
  };
}

/**
 * webpack's own notices (its cache's, mostly) only when something failed: the cache is a shortcut,
 * and a build that cannot use it compiles in full and says nothing the owner could act on.
 */
const INFRASTRUCTURE_LOGGING = { level: 'error' } as const;

/**
 * A request for the page: index.html or the base path (with or without its slash), or, as a history
 * fallback, any other path under it without a file extension that a browser asks for as a document.
 */
function isPageRequest(request: IncomingMessage, publicPath: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if ([publicPath, `${publicPath}index.html`, publicPath.slice(0, -1)].includes(pathname)) {
    return true;
  }
  return (
    pathname.startsWith(publicPath) &&
    !path.posix.basename(pathname).includes('.') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * prependCssLoader.ts with its CSS. The options' `ident` (part of the module's identifier) names the
 * CSS by its hash, so webpack's persistent cache never serves the stylesheet of another accent.
 */
function prependCss(css: string): webpack.RuleSetUseItem {
  return {
    loader: path.join(__dirname, 'prependCssLoader.ts'),
    ident: `prepend-css-${createHash('sha256').update(css).digest('hex').slice(0, 16)}`,
    options: { css },
  };
}

const ASSET_FILENAME = 'static/media/[name].[contenthash:8][ext]';
const ASSET_TEST = /\.(svg|png|jpe?g|gif|webp|pdf)$/;
const PUBLIC_DIR = path.join(ROOT, 'public');

export default function createWebpackConfig({
  mode,
  env,
  config,
  cvFile = null,
  siteFiles = [],
  port = 3000,
  outputPath = path.join(ROOT, 'build'),
  snapshot = null,
  content,
  locale,
}: WebpackOptions): Configuration & { devServer?: DevServerConfiguration } {
  const dev = mode === 'development';
  const publicPath = `${env[SETTING_NAMES.publicUrl] ?? ''}/`;
  // What the dev server's page gets, as the build's first page does.
  const pageValues = {
    publicUrl: env[SETTING_NAMES.publicUrl] ?? '',
    headScript: HEAD_SCRIPT,
    config,
    ...(content && { content }),
    ...(locale && { locale }),
    ...(content?.sections?.length && { sectionsCss: sectionsStylesheet() }),
  };

  const devServer: DevServerConfiguration = {
    port,
    host: 'localhost',
    // Both names of this machine, so hot reload also connects when the page is opened as 127.0.0.1.
    allowedHosts: ['localhost', '127.0.0.1'],
    hot: true,
    static: { directory: PUBLIC_DIR, publicPath },
    // The site lives under the base path; send the bare root there.
    setupMiddlewares: (middlewares, server) => {
      // The page first, through the build's template transforms (in place of a history fallback).
      middlewares.unshift({
        name: 'page',
        middleware: (
          request: IncomingMessage,
          response: ServerResponse,
          next: (error?: unknown) => void,
        ) => {
          const dev = server.middleware;
          if (!dev || !isPageRequest(request, publicPath)) {
            next();
            return;
          }
          dev.waitUntilValid(() => {
            const file = dev.getFilenameFromUrl(`${publicPath}index.html`);
            try {
              const template = String(dev.context.outputFileSystem.readFileSync(file ?? ''));
              response.setHeader('content-type', 'text/html; charset=utf-8');
              response.end(
                request.method === 'HEAD' ? '' : fillIndexTemplate(template, pageValues),
              );
            } catch (error) {
              next(error);
            }
          });
        },
      });
      if (publicPath !== '/') {
        server.app?.get('/', (_request, response) => response.redirect(publicPath));
      }
      if (cvFile !== null) {
        server.app?.get(`${publicPath}cv.pdf`, (_request, response) => response.sendFile(cvFile));
      }
      for (const { file, bytes } of siteFiles) {
        server.app?.get(`${publicPath}${file}`, (_request, response) => {
          response.type(path.extname(file)).send(bytes);
        });
      }
      if (snapshot !== null) {
        server.app?.get(`${publicPath}${SNAPSHOT_PATH}`, (_request, response) => {
          response.type('application/json').send(snapshot);
        });
      }
      return middlewares;
    },
    client: { overlay: { errors: true, warnings: false } },
  };

  return {
    mode,
    cache: persistentCache(`browser-${mode}`),
    infrastructureLogging: INFRASTRUCTURE_LOGGING,
    target: ['web', 'es2020'],
    entry: path.join(ROOT, 'src/index.tsx'),
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    output: {
      path: outputPath,
      publicPath,
      filename: dev ? 'static/js/bundle.js' : 'static/js/[name].[contenthash:8].js',
      chunkFilename: dev ? 'static/js/[id].chunk.js' : 'static/js/[id].[contenthash:8].chunk.js',
      assetModuleFilename: ASSET_FILENAME,
      // webpack's default, stated so it is visible: a chunk that takes longer fails with a timeout.
      chunkLoadTimeout: 120000,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        scriptRule(dev),
        {
          test: /\.css$/,
          use: [dev ? 'style-loader' : MiniCssExtractPlugin.loader, 'css-loader'],
        },
        // The page's colours, generated from src/lib/colors/ (index.css reads them with var()),
        // first in index.css: bundled, and inlined by the build, with the rest of the page's CSS.
        {
          resource: path.join(ROOT, 'src/index.css'),
          use: prependCss(pageColorsCss(config.accent)),
        },
        { test: ASSET_TEST, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(pageDefinitions(env, CONFIG_IN_PAGE)),
      // The template with the bundle's script tags, nothing else: its other edits are the pages'
      // transforms (indexTemplate.ts), which the build runs on each page and the dev server as it serves.
      new HtmlWebpackPlugin({
        template: path.join(PUBLIC_DIR, 'index.html'),
        templateParameters: false,
        minify: dev ? false : { collapseWhitespace: true, removeComments: true },
      }),
      ...(dev
        ? [new ReactRefreshWebpackPlugin({ overlay: false })]
        : [
            new MiniCssExtractPlugin({
              filename: 'static/css/main.[contenthash:8].css',
              chunkFilename: 'static/css/[id].[contenthash:8].chunk.css',
            }),
            // The CV is the owner's (or the demo's): the build copies the one the site offers.
            new CopyWebpackPlugin({
              patterns: [
                { from: PUBLIC_DIR, globOptions: { ignore: ['**/index.html', '**/cv.pdf'] } },
              ],
            }),
          ]),
    ],
    optimization: dev ? {} : { splitChunks: { cacheGroups: FIRST_LOAD_SPLIT } },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer,
  };
}

export interface PrerenderOptions {
  /** The same values the browser bundle gets, so both render the same page. */
  readonly env: Readonly<Record<string, string>>;
  readonly config: PortfolioConfig;
  /** Where the prerender bundle goes: a temporary folder, never build/ (it is not published). */
  readonly outputPath: string;
}

/**
 * The build's server bundle: scripts/pipeline/prerender/serverEntry.tsx for Node, with the same
 * loaders, values and asset URLs as the browser bundle (assets are not emitted twice), in one file
 * that the Prerender step requires.
 */
export function createPrerenderConfig({
  env,
  config,
  outputPath,
}: PrerenderOptions): Configuration {
  const publicPath = `${env[SETTING_NAMES.publicUrl] ?? ''}/`;
  return {
    mode: 'production',
    cache: persistentCache('prerender'),
    infrastructureLogging: INFRASTRUCTURE_LOGGING,
    target: 'node20',
    entry: path.join(ROOT, 'scripts/pipeline/prerender/serverEntry.tsx'),
    devtool: false,
    output: {
      path: outputPath,
      publicPath,
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        scriptRule(false),
        { test: ASSET_TEST, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // Readable stack traces when a component throws during the prerender.
    optimization: { minimize: false },
    plugins: [
      new webpack.DefinePlugin(pageDefinitions(env, config)),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The build as a list of steps over one context (create-astro's shape): each step reads exactly the
 * fields it names (a Pick of BuildContext) and returns the fields it adds; a short loop runs them in
 * the list's order, saying and timing each. The order lives in that list (steps.ts), nowhere else.
 */
import type { PortfolioConfig } from '../../src/config';
import type { PortfolioSnapshot } from '../../src/data/snapshot';
import type { Post, PortfolioContent, Resume } from '../../src/domain/content';
import type { Language } from '../../src/i18n/languages';
import type { BuiltAvatar } from './avatar/siteAvatar';
import type { BuildSecrets } from './settings/env';
import type { CvPlan } from './cv/cvPlan';
import type { PageLocale } from '../../src/i18n/locale';
import type { SiteLocation } from './settings/publicUrl';
import type { PolicySources } from './site-files/contentSecurityPolicy';
import type { HtmlDocument } from '../lib/html/document';
import type { PageOwner } from './site-files/pageOwner';
import { Stopped } from '../lib/cli/stopped';

/** One language's page as the steps build it up. */
export interface SitePage {
  readonly language: Language;
  readonly locale: PageLocale;
  readonly content: PortfolioContent;
}

/**
 * One language's page as it is shown, worked out once (the Shown pages step) by the page's own rules
 * and handed to the prerender, the head and JSON-LD, the machine copies, the link-preview card and
 * the CV, which only format it.
 */
export interface ShownPage extends SitePage {
  /** The owner: name, links, the own repositories shown (pageOwner). */
  readonly owner: PageOwner;
  /** The name titles and the CV carry: the owner's, else the site's own title in this language. */
  readonly titleName: string;
}

/** A page's tree between the prerender and the write, with its title once the head is written. */
export interface PageDocument extends ShownPage {
  readonly document: HtmlDocument;
  readonly title?: string;
}

/**
 * Where the build prints: progress to `info` (stdout in the command), warnings and the stop message to
 * `warn` (stderr). Every step prints through the context's one log, so a test captures all of it.
 */
export interface BuildLog {
  readonly info: (line: string) => void;
  readonly warn: (line: string) => void;
  /** Whether webpack's report may be coloured (a terminal). */
  readonly colors?: boolean;
}

/** The command's log: the console. */
export const CONSOLE_LOG: BuildLog = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  colors: process.stdout.isTTY,
};

import type { SiteSections } from './settings/sections/readSections';

export interface BuildContext {
  // given
  /**
   * The build's environment: the command's (runPipeline's `env`), then, from the Settings step on,
   * with the owner's .env files under it. Every setting is read from here, never from process.env.
   */
  readonly env: NodeJS.ProcessEnv;
  readonly log: BuildLog;
  // settings
  readonly config: PortfolioConfig;
  readonly location: SiteLocation;
  readonly secrets: BuildSecrets;
  readonly outputPath: string;
  readonly policySources: PolicySources;
  /** The CV the site offers: the owner's file (or the demo's), printed per page, or none. */
  readonly cvPlan: CvPlan;
  readonly resumes: Readonly<Record<Language, Resume | null>>;
  // sections
  /** The owner's Markdown sections per language and their images; null without a sections/ folder. */
  readonly sections: SiteSections | null;
  // fetch
  /** The APIs' data; null without a snapshot (the demo, live mode without a build-time token). */
  readonly fetched: PortfolioSnapshot | null;
  readonly posts: readonly Post[] | null;
  readonly pages: readonly SitePage[];
  // shown pages
  readonly shownPages: readonly ShownPage[];
  // bundle
  /** The browser bundle's index.html, the template of every page. */
  readonly template: string;
  readonly prerenderBundle: string;
  // avatar
  readonly avatar: BuiltAvatar;
  /** What the pages show: the fetched snapshot with the avatar, or the demo's. */
  readonly snapshot: PortfolioSnapshot | null;
  // pages
  readonly documents: readonly PageDocument[];
}

/** A step: what it needs of the context in, what it adds out. */
export interface BuildStep {
  readonly name: string;
  run(context: BuildContext, cleanup: (task: () => void) => void): Promise<Partial<BuildContext>>;
}

/** The fields of the context a step reads. */
export type Needs<K extends keyof BuildContext> = Pick<BuildContext, K>;

/** The fields a step adds ({} when it only writes files). */
type StepResult = Partial<BuildContext>;

/** Defines a step over the fields it reads (its parameter's Needs<…>) and the fields it adds. */
export function step<In extends keyof BuildContext>(
  name: string,
  run: (
    context: Needs<In>,
    cleanup: (task: () => void) => void,
  ) => Promise<StepResult> | StepResult,
): BuildStep {
  return { name, run: async (context, cleanup) => run(context, cleanup) };
}

/**
 * A step's way to end the build: its message is printed, and the build exits with `exitCode`. The
 * settings' and the fetch's helpers throw the same kind (Stopped), which the npm start and doctor
 * commands share.
 */
export class BuildStopped extends Stopped {
  override name = 'BuildStopped';
}

export interface PipelineOptions {
  /** The command's environment (the entry point's process.env; a test's own settings). */
  readonly env: NodeJS.ProcessEnv;
  readonly log?: BuildLog;
  readonly now?: () => number;
}

/**
 * Runs the steps in order, each given the context so far. The steps' cleanups (a temporary folder)
 * run at the end whatever happened. Resolves with the exit code.
 */
export async function runPipeline(
  steps: readonly BuildStep[],
  { env, log = CONSOLE_LOG, now = Date.now }: PipelineOptions,
): Promise<number> {
  // Filled step by step: a step reads only what earlier steps added (the list's order).
  let context = { env, log } as BuildContext;
  const cleanups: (() => void)[] = [];
  const started = now();
  try {
    for (const [index, { name, run }] of steps.entries()) {
      const begin = now();
      log.info(`\n[${index + 1}/${steps.length}] ${name}`);
      const added = await run(context, (task) => cleanups.push(task));
      context = { ...context, ...added };
      log.info(`  (${name}: ${((now() - begin) / 1000).toFixed(1)} s)`);
    }
    log.info(`\nBuilt in ${((now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
    log.warn(`\n${error.message}\n`);
    return error.exitCode;
  } finally {
    for (const task of cleanups.reverse()) task();
  }
}

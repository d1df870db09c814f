/**
 * `npm run build`: the steps of scripts/pipeline/steps.ts, in the order they run, into build/ (or
 * the buildPath setting) for the site's address (/portfolio/ by default): settings, fetch, bundle, avatar, prerender,
 * page meta, security policy and pages, site files, secret scan. See docs/development.md.
 */
import { runPipeline } from './pipeline';
import { BUILD_STEPS } from './steps';
import { reportFailure } from '../lib/cli/stopped';

// The one place the build reads the process's environment: every step reads the context's.
runPipeline(BUILD_STEPS, { env: process.env }).then(
  (exitCode) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => process.exit(reportFailure(error)),
);

/**
 * `npm run build`: the steps of scripts/pipeline/steps.ts, in the order they run, into build/ (or
 * BUILD_PATH) for PUBLIC_URL (/portfolio/ by default): settings, fetch, bundle, avatar, prerender,
 * page meta, security policy and pages, site files, secret scan. See docs/development.md.
 */
import { runPipeline } from './pipeline';
import { BUILD_STEPS } from './steps';
import { reportFailure } from '../lib/cli/stopped';

runPipeline(BUILD_STEPS).then(
  (exitCode) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => process.exit(reportFailure(error)),
);

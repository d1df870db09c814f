/**
 * `npm run build`: validate the settings, fetch the snapshot (snapshot mode), then a production build
 * into build/ (or BUILD_PATH) under /portfolio/, and check that no secret reached it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { SECRET_NAME } from '../src/config/liveTokens';
import { SNAPSHOT_PATH } from '../src/data/snapshot';
import createWebpackConfig from '../webpack.config';
import {
  buildPath,
  clientEnv,
  loadEnvFiles,
  orExit,
  readBuildSecrets,
  readConfigOrExit,
} from './lib/env';
import { findSecrets } from './lib/secretScan';
import { siteSnapshotOrExit } from './lib/siteSnapshot';

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

async function main(): Promise<void> {
  loadEnvFiles('production');
  const config = readConfigOrExit();
  const secrets = orExit(() => readBuildSecrets());
  const outputPath = buildPath();
  console.log(
    config.demo
      ? 'Building the demo portfolio.'
      : `Building the portfolio of ${config.github.username}.`,
  );
  const snapshot = await siteSnapshotOrExit(config, secrets);

  const env = clientEnv(config);
  const compiler = webpack(createWebpackConfig({ mode: 'production', env, outputPath }));
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  console.log(stats.toString({ colors: process.stdout.isTTY, preset: 'errors-warnings' }));
  if (stats.hasErrors()) process.exit(1);

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
    `Build ready in ${path.relative(process.cwd(), outputPath) || '.'}/ (serve it under /portfolio/).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

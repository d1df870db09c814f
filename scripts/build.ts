/**
 * `npm run build`: validate the settings, fetch the snapshot (snapshot mode), then a production build
 * into build/ (or BUILD_PATH) under /portfolio/, and check that no secret reached it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
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

/** Values that must never appear in the output: build-time tokens, and live-mode key material in snapshot builds. */
function secretsToScan(
  env: Readonly<Record<string, string>>,
  live: boolean,
): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const name of ['GITHUB_TOKEN', 'GITLAB_TOKEN']) {
    const value = process.env[name]?.trim();
    // Live mode may embed the GitLab token on purpose (REACT_APP_GITLAB_TOKEN); only then is it allowed.
    if (value && !(live && Object.values(env).includes(value))) secrets[name] = value;
  }
  if (!live) {
    for (const [name, value] of Object.entries(process.env)) {
      if (name.startsWith('REACT_APP_') && /TOKEN/.test(name) && value?.trim()) {
        secrets[name] = value.trim();
      }
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

  const leaks = findSecrets(outputPath, secretsToScan(env, config.dataMode === 'live'));
  if (leaks.length > 0) {
    console.error(
      `\nBuild refused: secrets found in the output: ${leaks.map((leak) => `${leak.name} in ${leak.file}`).join(', ')}. ` +
        'Remove them from REACT_APP_* variables (only live mode may embed tokens).\n',
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

/** `npm run build`: validate the settings, then a production build into build/ under /portfolio/. */
import webpack from 'webpack';
import createWebpackConfig from '../webpack.config';
import { clientEnv, loadEnvFiles, readConfigOrExit } from './lib/env';

async function main(): Promise<void> {
  loadEnvFiles('production');
  const config = readConfigOrExit();
  console.log(
    config.demo
      ? 'Building the demo portfolio (REACT_APP_GITHUB_USERNAME is empty).'
      : `Building the portfolio of ${config.github.username}.`,
  );

  const compiler = webpack(createWebpackConfig({ mode: 'production', env: clientEnv(config) }));
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  console.log(stats.toString({ colors: process.stdout.isTTY, preset: 'errors-warnings' }));
  if (stats.hasErrors()) process.exit(1);
  console.log('Build ready in build/ (serve it under /portfolio/).');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

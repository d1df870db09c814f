/** Step 4: webpack, for the browser bundle and the build's prerender bundle in one run (bundleMain.ts). */
import webpack from 'webpack';

export function compile(configs: webpack.Configuration[]): Promise<webpack.MultiStats> {
  const compiler = webpack(configs);
  return new Promise<webpack.MultiStats>((resolve, reject) =>
    compiler.run((error, result) => {
      compiler.close(() => (error || !result ? reject(error) : resolve(result)));
    }),
  );
}

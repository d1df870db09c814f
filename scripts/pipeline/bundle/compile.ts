/** Step 4: webpack, for the browser bundle and the build's prerender bundle in one run (bundleMain.ts). */
import webpack from 'webpack';

export interface Compiled {
  readonly stats: webpack.MultiStats;
  /** Settles once webpack closed (its persistent cache stored). */
  readonly closed: Promise<void>;
}

/** Compiles, and hands the result back as soon as the output is written, before the cache is stored. */
export function compile(configs: webpack.Configuration[]): Promise<Compiled> {
  const compiler = webpack(configs);
  return new Promise<Compiled>((resolve, reject) =>
    compiler.run((error, stats) => {
      const closed = new Promise<void>((done) => compiler.close(() => done()));
      if (error || !stats) reject(error ?? new Error('webpack gave no result.'));
      else resolve({ stats, closed });
    }),
  );
}

/** Step 4: webpack, for the browser bundle and the build's prerender bundle in one run. */
import webpack from 'webpack';

/**
 * Whether this code runs in a realm of its own, as in a test runner's vm context (the build's tests
 * run it in-process): the module objects Node makes are then of another realm than this code's
 * `Object` (webpack's own test, in serialization/ObjectMiddleware.js). There webpack's persistent
 * cache numbers that realm's JS types too, so what it would write a build in a plain Node process
 * cannot read ("No deserializer registered for /16"), and reading it back in such a realm ran out of
 * memory. Such a build reads the cache that plain builds wrote and writes none.
 */
const OWN_REALM = (module.exports as object).constructor !== Object;

function readOnlyInOwnRealm(config: webpack.Configuration): webpack.Configuration {
  const { cache } = config;
  if (!OWN_REALM || typeof cache !== 'object' || cache.type !== 'filesystem') return config;
  return { ...config, cache: { ...cache, readonly: true } };
}

export function compile(configs: webpack.Configuration[]): Promise<webpack.MultiStats> {
  const compiler = webpack(configs.map(readOnlyInOwnRealm));
  return new Promise<webpack.MultiStats>((resolve, reject) =>
    compiler.run((error, result) => {
      compiler.close(() => (error || !result ? reject(error) : resolve(result)));
    }),
  );
}

import type { PortfolioConfig } from '../config';
import { demoSource } from './demoSource';
import { snapshotSource } from './snapshotSource';
import { memoizeSource, type PortfolioSource } from './source';

/** Path of the build-time snapshot, relative to the site's base path. */
export const SNAPSHOT_PATH = 'data/portfolio.json';

export function createSource(config: PortfolioConfig, publicUrl: string): PortfolioSource {
  const source = config.demo ? demoSource : snapshotSource(`${publicUrl}/${SNAPSHOT_PATH}`);
  return memoizeSource(source);
}

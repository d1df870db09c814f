import type { PortfolioConfig } from '../config';
import { demoSource } from './demoSource';
import { liveSource } from './liveSource';
import { SNAPSHOT_PATH } from './snapshot';
import { snapshotSource } from './snapshotSource';
import { memoizeSource, type PortfolioSource } from './source';

function chooseSource(config: PortfolioConfig, publicUrl: string): PortfolioSource {
  if (config.demo) return demoSource;
  const snapshot = snapshotSource(`${publicUrl}/${SNAPSHOT_PATH}`);
  return config.dataMode === 'live' ? liveSource(config, { fallback: snapshot }) : snapshot;
}

export function createSource(config: PortfolioConfig, publicUrl: string): PortfolioSource {
  return memoizeSource(chooseSource(config, publicUrl));
}

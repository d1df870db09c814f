import type { PortfolioConfig } from '../config';
import { demoSource } from './demoSource';
import { liveSource } from './liveSource';
import { SNAPSHOT_PATH, type PortfolioSnapshot } from './snapshot';
import { inlineSnapshotSource, snapshotSource } from './snapshotSource';
import { memoizeSource, type PortfolioSource } from './source';

/**
 * Builds inline the snapshot (or the demo data) into the page; the dev server has none and serves the
 * snapshot as a file, and loads the demo data as a chunk.
 */
function chooseSource(
  config: PortfolioConfig,
  publicUrl: string,
  inline: PortfolioSnapshot | null,
): PortfolioSource {
  if (config.demo) return inline ? inlineSnapshotSource(inline, 'demo') : demoSource;
  const snapshot = inline
    ? inlineSnapshotSource(inline)
    : snapshotSource(`${publicUrl}/${SNAPSHOT_PATH}`);
  return config.dataMode === 'live' ? liveSource(config, { fallback: snapshot }) : snapshot;
}

export function createSource(
  config: PortfolioConfig,
  publicUrl: string,
  inline: PortfolioSnapshot | null = null,
): PortfolioSource {
  return memoizeSource(chooseSource(config, publicUrl, inline));
}

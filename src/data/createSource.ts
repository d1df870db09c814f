import type { PortfolioConfig } from '../config';
import { displaySource } from './displaySource';
import { demoSource } from './demoSource';
import { liveSource } from './liveSource';
import { SNAPSHOT_PATH, type PortfolioSnapshot } from './snapshot';
import { inlineSnapshotSource, snapshotSource } from './snapshotSource';
import { memoizeSource, type PortfolioSource } from './source';

/**
 * A built page carries its snapshot (or the demo data) inline. The dev server's page has none: it
 * fetches the snapshot file, or loads the demo data as a chunk.
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
  return memoizeSource(displaySource(chooseSource(config, publicUrl, inline), config.display));
}

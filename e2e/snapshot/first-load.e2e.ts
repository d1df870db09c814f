/** What a snapshot visitor downloads first: no API client (they sit in the live-mode chunk). */
import { measure } from '../../scripts/size';
import { MAIN_SITE } from '../support/snapshotSite';

describe(`snapshot site ${MAIN_SITE.label}: first load`, () => {
  it('carries no API client in a snapshot build (they sit in the live-mode chunk)', () => {
    const measurement = measure(MAIN_SITE.build);
    expect(measurement.apiClientsInFirstLoad).toEqual([]);
    expect(measurement.apiClientChunks).toHaveLength(1);
  });
});

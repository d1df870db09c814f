import { portfolioData } from '../../test/portfolioFixtures';
import { readInlineSnapshot, scriptElementJson, SNAPSHOT_ELEMENT_ID } from './inlineSnapshot';
import { SNAPSHOT_VERSION, type PortfolioSnapshot } from './snapshot';

const snapshot: PortfolioSnapshot = {
  version: SNAPSHOT_VERSION,
  fetchedAt: '2026-11-22T05:00:00.000Z',
  parts: portfolioData({ techStack: ['</script><!-- x', 'line\u2028separator'] }),
  failures: {},
};

/** The element the build writes (scripts/pipeline/prerender/), made with the DOM. */
function inline(value: unknown): void {
  const script = document.createElement('script');
  script.id = SNAPSHOT_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = scriptElementJson(value);
  document.body.replaceChildren(script);
}

describe('inline snapshot', () => {
  it('serializes without anything that could end or confuse the script element', () => {
    const text = scriptElementJson(snapshot);
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(snapshot);
  });

  it('reads back what the build wrote', () => {
    inline(snapshot);
    expect(readInlineSnapshot(document)).toEqual(snapshot);
  });

  it('reads back a failed part as its kind and time', () => {
    const { gitlabGroups: _failed, ...parts } = snapshot.parts;
    const failed: PortfolioSnapshot = {
      ...snapshot,
      parts,
      failures: { gitlabGroups: { kind: 'internal', at: '2026-11-22T04:59:58.000Z' } },
    };
    inline(failed);
    expect(readInlineSnapshot(document)).toEqual(failed);
  });

  it('is null when the page has none (the dev server)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readInlineSnapshot(document)).toBeNull();
  });

  it('is null, and says to rebuild, when it is unreadable or of another version', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML =
      '<script id="portfolio-snapshot" type="application/json">{oops</script>';
    expect(readInlineSnapshot(document)).toBeNull();
    inline({ ...snapshot, version: 0 });
    expect(readInlineSnapshot(document)).toBeNull();
    // Version 1 published the failure messages.
    inline({
      ...snapshot,
      version: 1,
      failures: { ownRepos: 'Cannot reach GitHub at https://api.github.com …' },
    } as unknown as PortfolioSnapshot);
    expect(readInlineSnapshot(document)).toBeNull();
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      'The inlined portfolio snapshot is not valid JSON: rebuild the site.',
      'The inlined portfolio snapshot is not of this version: rebuild the site.',
      'The inlined portfolio snapshot is not of this version: rebuild the site.',
    ]);
  });
});

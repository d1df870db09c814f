/** @jest-environment node */
import nock from 'nock';
import { portfolioData } from '../../test/portfolioFixtures';
import { SNAPSHOT_VERSION, type PortfolioSnapshot } from './snapshot';
import { inlineSnapshotSource, snapshotSource } from './snapshotSource';

const SITE = 'http://site.test';
const URL = `${SITE}/portfolio/data/portfolio.json`;

function snapshot(overrides: Partial<PortfolioSnapshot> = {}): PortfolioSnapshot {
  return {
    version: SNAPSHOT_VERSION,
    fetchedAt: '2026-11-22T10:00:00.000Z',
    parts: portfolioData(),
    failures: {},
    ...overrides,
  };
}

describe('snapshotSource', () => {
  afterEach(() => nock.cleanAll());

  it('fetches the snapshot file once and answers every part from it', async () => {
    const data = portfolioData();
    const scope = nock(SITE).get('/portfolio/data/portfolio.json').once().reply(200, snapshot());
    const source = snapshotSource(URL);
    expect(source.mode).toBe('snapshot');
    await expect(source.load('profile')).resolves.toEqual(data.profile);
    await expect(source.load('ownRepos')).resolves.toEqual(data.ownRepos);
    scope.done();
  });

  it('fails with the URL and status, and tries again next time', async () => {
    nock(SITE).get('/portfolio/data/portfolio.json').reply(404, 'Not Found');
    nock(SITE).get('/portfolio/data/portfolio.json').reply(200, snapshot());
    const source = snapshotSource(URL);
    await expect(source.load('profile')).rejects.toThrow(
      `Could not load the portfolio snapshot ${URL}: HTTP 404`,
    );
    await expect(source.load('techStack')).resolves.toEqual([]);
  });

  it('rejects a part that failed at build time with its recorded kind and time', async () => {
    const { gitlabGroups: _omitted, ...parts } = portfolioData();
    nock(SITE)
      .get('/portfolio/data/portfolio.json')
      .reply(
        200,
        snapshot({
          parts,
          failures: { gitlabGroups: { kind: 'unreachable', at: '2026-11-23T05:17:00.000Z' } },
        }),
      );
    const source = snapshotSource(URL);
    await expect(source.load('gitlabGroups')).rejects.toThrow(
      'gitlabGroups could not be fetched when the site was built (unreachable, ' +
        '2026-11-23T05:17:00Z); the build log has the details.',
    );
    await expect(source.load('profile')).resolves.toEqual(parts.profile);
  });

  it('refuses a file that is not a snapshot of this version', async () => {
    nock(SITE).get('/portfolio/data/portfolio.json').reply(200, portfolioData());
    await expect(snapshotSource(URL).load('profile')).rejects.toThrow(
      `${URL} is not a portfolio snapshot of this version: rebuild the site.`,
    );
  });

  it.each([
    [
      'of version 1, whose failures were messages',
      { version: 1, failures: { ownRepos: 'HTTP 502' } },
    ],
    ['whose failure is a message', { failures: { ownRepos: 'GitHub answered HTTP 502' } }],
    [
      'whose failure has an unknown kind',
      { failures: { ownRepos: { kind: 'oops', at: '2026-11-23T05:17:00.000Z' } } },
    ],
    ['whose failure has no time', { failures: { ownRepos: { kind: 'http' } } }],
  ])('refuses a snapshot %s', async (_, overrides) => {
    nock(SITE)
      .get('/portfolio/data/portfolio.json')
      .reply(200, { ...snapshot(), ...overrides });
    await expect(snapshotSource(URL).load('profile')).rejects.toThrow(
      `${URL} is not a portfolio snapshot of this version: rebuild the site.`,
    );
  });
});

describe('inlineSnapshotSource', () => {
  it('has every part at once (peek), and loads it without a request', async () => {
    const data = portfolioData();
    const source = inlineSnapshotSource(snapshot());
    expect(source.mode).toBe('snapshot');
    expect(source.peek?.('ownRepos')).toEqual(data.ownRepos);
    expect(source.fetchedAt).toBe('2026-11-22T10:00:00.000Z');
    await expect(source.load('profile')).resolves.toEqual(data.profile);
  });

  it('is the demo when the build inlined the demo data', () => {
    expect(inlineSnapshotSource(snapshot(), 'demo').mode).toBe('demo');
  });

  it('has nothing to peek at for a part that failed at build time, and says why on load', async () => {
    const { ownRepos: _omitted, ...parts } = portfolioData();
    const source = inlineSnapshotSource(
      snapshot({ parts, failures: { ownRepos: { kind: 'http', at: '2026-11-23T05:17:00.000Z' } } }),
    );
    expect(source.peek?.('ownRepos')).toBeUndefined();
    await expect(source.load('ownRepos')).rejects.toThrow(
      'ownRepos could not be fetched when the site was built (http, 2026-11-23T05:17:00Z); the ' +
        'build log has the details.',
    );
  });
});

/** @jest-environment node */
import nock from 'nock';
import { portfolioData } from '../../test/portfolioFixtures';
import { snapshotSource } from './snapshotSource';

const SITE = 'http://site.test';
const URL = `${SITE}/portfolio/data/portfolio.json`;

describe('snapshotSource', () => {
  afterEach(() => nock.cleanAll());

  it('fetches the snapshot file once and answers every part from it', async () => {
    const data = portfolioData();
    const scope = nock(SITE).get('/portfolio/data/portfolio.json').once().reply(200, data);
    const source = snapshotSource(URL);
    expect(source.mode).toBe('snapshot');
    await expect(source.load('profile')).resolves.toEqual(data.profile);
    await expect(source.load('ownRepos')).resolves.toEqual(data.ownRepos);
    scope.done();
  });

  it('fails with the URL and status, and tries again next time', async () => {
    nock(SITE).get('/portfolio/data/portfolio.json').reply(404, 'Not Found');
    nock(SITE).get('/portfolio/data/portfolio.json').reply(200, portfolioData());
    const source = snapshotSource(URL);
    await expect(source.load('profile')).rejects.toThrow(
      `Could not load the portfolio snapshot ${URL}: HTTP 404`,
    );
    await expect(source.load('techStack')).resolves.toEqual([]);
  });
});

import { portfolioData } from '../../test/portfolioFixtures';
import { memoizeSource, type PortfolioSource } from './source';

describe('memoizeSource', () => {
  it('loads each part once however many components ask', async () => {
    const data = portfolioData();
    const load = jest.fn((part: keyof typeof data) => Promise.resolve(data[part]));
    const source = memoizeSource({ mode: 'snapshot', load } as PortfolioSource);
    await Promise.all([source.load('profile'), source.load('profile'), source.load('ownRepos')]);
    await source.load('profile');
    expect(load.mock.calls).toEqual([['profile'], ['ownRepos']]);
    expect(source.mode).toBe('snapshot');
  });

  it('forgets a failure so that the next call tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    const source = memoizeSource({ mode: 'live', load } as unknown as PortfolioSource);
    await expect(source.load('ownRepos')).rejects.toThrow('offline');
    await expect(source.load('ownRepos')).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

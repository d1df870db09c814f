/** @jest-environment node */
import { parseConfig } from '../../../src/config/parseConfig';
import { DEMO_DATA } from '../../../src/data/demoData';
import { SNAPSHOT_VERSION, type PortfolioSnapshot } from '../../../src/data/snapshot';
import type { Repository } from '../../../src/domain/model';
import { RESUME } from '../../../test/fixtures/resume';
import { pageOwner } from './pageOwner';

const [first] = DEMO_DATA.ownRepos;
if (!first) throw new Error('The demo has own repositories.');
const fork: Repository = { ...first, id: 'gh-fork', name: 'someone-elses', fork: true };
const snapshot: PortfolioSnapshot = {
  version: SNAPSHOT_VERSION,
  fetchedAt: '2026-11-22T05:00:00.000Z',
  parts: { ...DEMO_DATA, ownRepos: [...DEMO_DATA.ownRepos, fork] },
  failures: {},
};
const config = parseConfig({ REACT_APP_GITHUB_USERNAME: 'jordan' });

describe('pageOwner', () => {
  it('shows the own repositories the settings show, and keeps every one when asked', () => {
    const names = (owner: ReturnType<typeof pageOwner>) => owner.ownRepos.map(({ name }) => name);
    expect(names(pageOwner(snapshot, config, null))).not.toContain('someone-elses');
    const withForks = parseConfig({
      REACT_APP_GITHUB_USERNAME: 'jordan',
      REACT_APP_SHOW_FORKS: 'true',
    });
    expect(names(pageOwner(snapshot, withForks, null))).toContain('someone-elses');
  });

  it('names the owner as the header does: the resume, else the profile, else the configured login', () => {
    const resume = { ...RESUME, basics: { ...RESUME.basics, name: 'J. Doe' } };
    expect(pageOwner(snapshot, config, resume).name).toBe('J. Doe');
    expect(pageOwner(snapshot, config, null).name).toBe(DEMO_DATA.profile?.name);
    expect(pageOwner(null, config, null).name).toBe('jordan');
  });

  it('links the owner as the header does, the resume’s address first', () => {
    const owner = pageOwner(snapshot, config, RESUME);
    expect(owner.links.github).toBe(DEMO_DATA.profile?.htmlUrl);
    expect(owner.links.website).toBe(RESUME.basics.url);
  });
});

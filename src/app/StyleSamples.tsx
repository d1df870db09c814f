import { AntdScope } from '../components/AntdScope';
import { PanelSkeleton, ChunkErrorAlert } from '../components/LazyPanel';
import type { PortfolioSource } from '../data/source';
import { DEFAULT_PICTURE } from '../domain/avatar';
import type { PortfolioData, PortfolioPart } from '../domain/model';
import { profileLinks } from '../domain/profileLinks';
import GitHubProjectsPanel from './panels/GitHubProjectsPanel';
import GitLabProjectsPanel from '../features/gitlab/GitLabProjectsPanel';
import { ProfileHeader } from '../features/profile/ProfileHeader';
import TechStackPanel from '../features/tech-stack/TechStackPanel';
import type { PortfolioConfig } from '../config';
import { PortfolioSourceProvider } from '../hooks/PortfolioSourceContext';
import { DemoNotice } from './PortfolioPage';

/** Every part still loading: the skeletons. */
const PENDING: PortfolioSource = { mode: 'snapshot', load: () => new Promise(() => undefined) };

const NOTHING: Omit<PortfolioData, 'profile'> = {
  ownRepos: [],
  organizations: [],
  openSource: [],
  pinned: [],
  activity: { github: null, gitlab: null },
  gitlabProjects: [],
  starredProjects: [],
  gitlabGroups: [],
  forgejoRepos: [],
  forgejoOrganizations: [],
  forgejoStarred: [],
  techStack: [],
};
/** Every list empty: the "nothing here" states. */
const EMPTY: PortfolioSource = {
  mode: 'snapshot',
  peek: <K extends PortfolioPart>(part: K) =>
    (NOTHING as Partial<PortfolioData>)[part] as PortfolioData[K] | undefined,
  load: () => new Promise(() => undefined),
};

const noop = () => undefined;

/**
 * Every state of every component the page can show, rendered once by the build (never shown) so that
 * its CSS is in the page's static stylesheet: a built page generates no style in the browser, so a
 * state missing here would appear unstyled. The other tabs, the loading and empty states, a failed
 * chunk and the demo notice.
 */
export function StyleSamples({
  source,
  config,
}: {
  source: PortfolioSource;
  config: PortfolioConfig;
}) {
  return (
    <AntdScope>
      {[source, PENDING, EMPTY].map((sample, index) => (
        <PortfolioSourceProvider key={index} source={sample}>
          <GitHubProjectsPanel />
          <GitLabProjectsPanel />
          <TechStackPanel />
        </PortfolioSourceProvider>
      ))}
      <ProfileHeader
        loading
        name=""
        avatar={DEFAULT_PICTURE}
        links={profileLinks(null, config)}
        cvUrl="cv.pdf"
      />
      <PanelSkeleton />
      <ChunkErrorAlert error={new Error('Loading chunk 0 failed.')} onRetry={noop} />
      <DemoNotice />
    </AntdScope>
  );
}

import { Alert, Tabs } from 'antd';
import type { PortfolioConfig } from '../config';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { LazyPanel, preloadPanelsWhenIdle } from '../components/LazyPanel';
import { avatarPicture } from '../domain/avatar';
import { displayName, profileLinks } from '../domain/profileLinks';
import { ColorSchemeSwitch } from '../features/profile/ColorSchemeSwitch';
import { PageFooter } from '../features/profile/PageFooter';
import { ProfileHeader } from '../features/profile/ProfileHeader';
import { usePortfolioSource } from '../hooks/PortfolioSourceContext';
import { usePortfolioList, usePortfolioPart } from '../hooks/usePortfolioPart';
import { useReferenceTime } from '../hooks/useReferenceTime';
import { useMarkInteractive } from '../hooks/useMarkInteractive';
import { usePrintMode } from '../hooks/usePrintMode';

// Module-level so React.lazy and webpack's prefetch hints are created once.
const loadGitHubPanel = () => import('../features/github/GitHubProjectsPanel');
const loadGitLabPanel = () =>
  import(/* webpackPrefetch: true */ '../features/gitlab/GitLabProjectsPanel');
const loadTechStackPanel = () =>
  import(/* webpackPrefetch: true */ '../features/tech-stack/TechStackPanel');

/** Prerendered, then hydrated from its own chunk: its arithmetic and colours stay out of the first load. */
const ProfileHighlights = lazy(() => import('../features/profile/ProfileHighlights'));

const PANEL_LOADERS = [loadGitHubPanel, loadGitLabPanel, loadTechStackPanel];

const TABS = [
  { key: 'github', label: 'GitHub Projects', children: <LazyPanel load={loadGitHubPanel} /> },
  { key: 'gitlab', label: 'GitLab Projects', children: <LazyPanel load={loadGitLabPanel} /> },
  { key: 'tech-stack', label: 'Tech Stack', children: <LazyPanel load={loadTechStackPanel} /> },
];

/** Shown on the bundled demo portfolio only. */
export function DemoNotice() {
  return (
    <Alert
      className="demo-notice"
      type="info"
      showIcon
      title={
        <>
          Demo data. Set <code>REACT_APP_GITHUB_USERNAME</code> to show your own projects.
        </>
      }
    />
  );
}

interface PortfolioPageProps {
  readonly config: PortfolioConfig;
  /** The site's base path without trailing slash, e.g. /portfolio. */
  readonly publicUrl: string;
}

export function PortfolioPage({ config, publicUrl }: PortfolioPageProps) {
  const source = usePortfolioSource();
  const profileState = usePortfolioPart('profile');
  const profile = profileState.status === 'ready' ? profileState.data : null;
  const name = profile ? displayName(profile) : (config.github.username ?? '');
  // The same object until the profile changes: the header's links wait for their chunk in their
  // prerendered HTML, and new props would make React drop that HTML for an empty fallback.
  const links = useMemo(() => profileLinks(profile, config), [profile, config]);
  const avatarUrl = profile?.avatarUrl ?? null;
  const avatar = useMemo(
    () => avatarPicture(avatarUrl, source.siteAvatar),
    [avatarUrl, source.siteAvatar],
  );
  const ownRepos = usePortfolioList('ownRepos');
  const organizations = usePortfolioList('organizations');
  const referenceTime = useReferenceTime();
  useMarkInteractive();
  const printing = usePrintMode();
  useEffect(() => preloadPanelsWhenIdle(PANEL_LOADERS), []);
  // Only once both lists are in: a count that grows as parts arrive would read as the real one.
  const showHighlights = profile !== null && !ownRepos.loading && !organizations.loading;

  return (
    <div className="page">
      <ProfileHeader
        loading={profileState.status === 'loading'}
        name={name}
        avatar={avatar}
        links={links}
        cvUrl={`${publicUrl}/cv.pdf`}
        actions={<ColorSchemeSwitch />}
        bio={profile?.bio ?? null}
        details={[profile?.location, profile?.company].filter((text): text is string =>
          Boolean(text),
        )}
      />
      {showHighlights && (
        <Suspense fallback={null}>
          {/* Props that keep their identity: new ones would drop the prerendered HTML. */}
          <ProfileHighlights
            ownRepos={ownRepos.items}
            organizations={organizations.items}
            createdAt={profile.createdAt ?? null}
            referenceTime={referenceTime}
          />
        </Suspense>
      )}
      {source.mode === 'demo' && <DemoNotice />}
      <main>
        <Tabs
          defaultActiveKey="github"
          // A printout has no tabs to click: every panel is rendered, and the print CSS shows them all.
          items={printing ? TABS.map((tab) => ({ ...tab, forceRender: true })) : TABS}
          tabBarGutter={24}
        />
      </main>
      <PageFooter
        name={name}
        email={links.email}
        // A snapshot says when its data was fetched; live data is as of now.
        dataDate={source.mode === 'snapshot' && source.fetchedAt ? source.fetchedAt : null}
      />
    </div>
  );
}

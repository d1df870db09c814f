import type { PortfolioConfig } from '../config';
import { useMemo } from 'react';
import { Island } from '../components/Island';
import { Notice } from '../components/Notice';
import { avatarPicture } from '../domain/avatar';
import { cvPath } from '../domain/cvPath';
import { forgejoInstanceName } from '../domain/forgejoInstance';
import { ownerName, profileLinks } from '../domain/profileLinks';
import { ColorSchemeSwitch } from '../features/profile/ColorSchemeSwitch';
import { LanguageSwitch } from '../features/profile/LanguageSwitch';
import { PageFooter } from '../features/profile/PageFooter';
import { ProfileHeader } from '../features/profile/ProfileHeader';
import { usePortfolioContent } from '../hooks/PortfolioContentContext';
import { useResumeLanguage } from '../hooks/useResumeLanguage';
import { usePortfolioSource } from '../hooks/PortfolioSourceContext';
import { usePortfolioList, usePortfolioPart } from '../hooks/usePortfolioPart';
import { useReferenceTime } from '../hooks/useReferenceTime';
import { useI18n } from '../i18n/I18nContext';
import { FIRST_LOAD_NAMES } from '../config/firstLoadSettingNames';
import { TAB_PLACEHOLDER_CLASS } from './tabIntent';

/*
 * The page is a shell with islands (src/components/Island.tsx; docs/architecture.md): the shell (this
 * file, the switches, the footer) is the first load; each island is a chunk of its own. On a built
 * page with a snapshot the islands that only show (the header's identity, the highlights, the
 * calendar) keep their prerendered HTML for good, and the Tabs (antd) hydrate at the visitor's first
 * interaction.
 */
/** The highlights: text and a bar drawn by the build, nothing to hydrate on a built page. */
const loadHighlights = () => import('../features/profile/ProfileHighlights');
/** The calendar: its year scrolls by CSS, nothing to hydrate on a built page. */
const loadActivity = () => import('../features/activity/ActivitySection');
/** The tab bar and its panels: antd's Tabs, the one island a visitor changes. */
const loadTabs = () => import(/* webpackChunkName: "tabs" */ './PortfolioTabs');

/** Shown on the bundled demo portfolio only. */
export function DemoNotice() {
  const { rich } = useI18n();
  return (
    <Notice
      className="demo-notice"
      type="info"
      title={rich('demo.notice', { setting: <code>{FIRST_LOAD_NAMES.githubUsername}</code> })}
    />
  );
}

/**
 * Where a tab tapped before the Tabs hydrate shows its panel, when the prerendered page has none for
 * it (src/app/tabIntent.ts): a few grey lines, as antd's Skeleton would draw, in CSS only.
 */
function TabPlaceholder() {
  const { t } = useI18n();
  return (
    <div className={TAB_PLACEHOLDER_CLASS} role="status" aria-label={t('state.loading')} hidden />
  );
}

interface PortfolioPageProps {
  readonly config: PortfolioConfig;
  /** The site's base path without trailing slash, e.g. /portfolio. */
  readonly publicUrl: string;
}

export function PortfolioPage({ config, publicUrl }: PortfolioPageProps) {
  const source = usePortfolioSource();
  const content = usePortfolioContent();
  const basics = content.resume?.basics ?? null;
  const resumeLanguage = useResumeLanguage();
  const profileState = usePortfolioPart('profile');
  const profile = profileState.status === 'ready' ? profileState.data : null;
  // Where the resume and GitHub both say it, the resume wins: the owner wrote it on purpose.
  const name = ownerName(profile, config, basics);
  // The same object until the profile changes: the header's links wait for their chunk in their
  // prerendered HTML, and new props would make React drop that HTML for an empty fallback.
  const links = useMemo(() => profileLinks(profile, config, basics), [profile, config, basics]);
  const i18n = useI18n();
  const forgejoName = config.forgejo.url ? forgejoInstanceName(config.forgejo.url) : null;
  const avatarUrl = profile?.avatarUrl ?? null;
  const avatar = useMemo(
    () => avatarPicture(avatarUrl, source.siteAvatar),
    [avatarUrl, source.siteAvatar],
  );
  const ownRepos = usePortfolioList('ownRepos');
  const organizations = usePortfolioList('organizations');
  const referenceTime = useReferenceTime();
  const location = basics?.location || profile?.location;
  const company = profile?.company;
  // The same array until a detail changes: the header's island keeps its prerendered HTML.
  const details = useMemo(
    () => [location, company].filter((text): text is string => Boolean(text)),
    [location, company],
  );
  // Only once both lists are in: a count that grows as parts arrive would read as the real one. Not
  // when one could not be loaded: its repositories would be missing from the counts.
  const showHighlights =
    profile !== null &&
    !ownRepos.loading &&
    !organizations.loading &&
    !ownRepos.failed &&
    !organizations.failed;

  return (
    // The printout is a CV (index.css, print: page-cv), led by the resume when there is one.
    <div className={content.resume ? 'page page-cv page-cv-resume' : 'page page-cv'}>
      <ProfileHeader
        loading={profileState.status === 'loading'}
        name={name}
        avatar={avatar}
        links={links}
        cvUrl={cvPath(config.cv, publicUrl, i18n.locale)}
        openToWork={config.openToWork}
        actions={
          <>
            <LanguageSwitch />
            <ColorSchemeSwitch />
          </>
        }
        headline={basics?.label ?? null}
        headlineLang={resumeLanguage}
        bio={basics?.summary || profile?.bio || null}
        bioLang={basics?.summary ? resumeLanguage : undefined}
        details={details}
      />
      {showHighlights && (
        // Props that keep their identity: new ones would drop the prerendered HTML.
        <Island
          load={loadHighlights}
          when="never"
          props={{
            ownRepos: ownRepos.items,
            organizations: organizations.items,
            createdAt: profile.createdAt ?? null,
            referenceTime,
          }}
        />
      )}
      {config.activity.enabled && (
        <Island load={loadActivity} when="never" props={{ forgejoName }} />
      )}
      <main>
        {/* Inside the main landmark, where a screen reader moving by landmarks finds it (axe: region). */}
        {source.mode === 'demo' && <DemoNotice />}
        <Island load={loadTabs} when="interaction" props={{ config }} />
        <TabPlaceholder />
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

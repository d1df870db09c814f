import { Tabs } from 'antd';
import type { PortfolioConfig } from '../config';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { LazyPanel, preloadPanelsWhenIdle } from '../components/LazyPanel';
import { Notice } from '../components/Notice';
import { avatarPicture } from '../domain/avatar';
import { cvPath } from '../domain/cvPath';
import type { PortfolioContent } from '../domain/content';
import { hasExperience } from '../domain/resumeSections';
import {
  ownTabSections,
  sectionsIn,
  sectionsOnPage,
  sectionTabKey,
  type OwnerSection,
} from '../domain/ownerSections';
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
import { useMarkInteractive } from '../hooks/useMarkInteractive';
import { usePrintMode } from '../hooks/usePrintMode';
import { useI18n, type I18n } from '../i18n/I18nContext';
import type { MessageKey } from '../i18n/messages';
import { FIRST_LOAD_NAMES } from '../config/firstLoadSettingNames';

// Module-level so React.lazy and webpack's prefetch hints are created once.
const loadGitHubPanel = () => import('./panels/GitHubProjectsPanel');
const loadGitLabPanel = () =>
  import(/* webpackPrefetch: true */ '../features/gitlab/GitLabProjectsPanel');
const loadTechStackPanel = () =>
  import(/* webpackPrefetch: true */ '../features/tech-stack/TechStackPanel');
// Not prefetched: only a page with Forgejo settings has the tab (its panels preload when idle).
const loadForgejoPanel = () => import('../features/forgejo/ForgejoProjectsPanel');

/** Prerendered, then hydrated from its own chunk: its arithmetic and colours stay out of the first load. */
const ProfileHighlights = lazy(() => import('../features/profile/ProfileHighlights'));
/** Prerendered too, from its own chunk: the calendar's drawing is not first-load code. */
const ActivitySection = lazy(() => import('../features/activity/ActivitySection'));

// Not prefetched: most pages have no such tab, and a page that has them renders them at once.
const loadExperiencePanel = () => import('../features/experience/ExperiencePanel');
const loadWritingPanel = () => import('../features/writing/WritingPanel');
/** The owner's Markdown sections, rendered by the build: one chunk for all of them. */
const loadOwnerSections = () => import('../features/sections/OwnerSections');

type TabSpec = {
  readonly key: string;
  readonly children: ReactNode;
  readonly className: string;
  readonly forceRender?: boolean;
} & (
  | {
      /** The message of its label, and its values. */
      readonly label: MessageKey;
      readonly labelValues?: Readonly<Record<string, string>>;
    }
  | {
      /** The owner's own title (a section's tab), in the language it is written in. */
      readonly title: string;
      readonly lang?: string;
    }
);

// Each pane is named by a class, so that the print stylesheet can order them as a CV.
const SPECIFIED_TABS: readonly TabSpec[] = [
  {
    key: 'github',
    label: 'tab.github',
    children: <LazyPanel load={loadGitHubPanel} />,
    className: 'tab-pane-github',
  },
  {
    key: 'gitlab',
    label: 'tab.gitlab',
    children: <LazyPanel load={loadGitLabPanel} />,
    className: 'tab-pane-gitlab',
  },
  {
    key: 'tech-stack',
    label: 'tab.techStack',
    children: <LazyPanel load={loadTechStackPanel} />,
    className: 'tab-pane-tech-stack',
  },
];

/**
 * The specified tabs, and with Forgejo settings the Forgejo (Gitea, Codeberg) tab after them, named
 * after the instance ("Codeberg Projects"), whose repositories then count in the Tech Stack's evidence
 * too. Without the settings: exactly the specified three.
 */
function specifiedTabs(config: Pick<PortfolioConfig, 'forgejo'>): readonly TabSpec[] {
  const { url } = config.forgejo;
  if (!url) return SPECIFIED_TABS;
  const name = forgejoInstanceName(url);
  return [
    ...SPECIFIED_TABS.map((tab) =>
      tab.key === 'tech-stack'
        ? {
            ...tab,
            children: <LazyPanel load={loadTechStackPanel} props={{ forgejoName: name }} />,
          }
        : tab,
    ),
    {
      key: 'forgejo',
      label: 'tab.forgejo',
      labelValues: { name },
      children: <LazyPanel load={loadForgejoPanel} props={{ name }} />,
      className: 'tab-pane-forgejo',
    },
  ];
}

/**
 * The owner's own tabs, after the specified three (and Forgejo's), when there is something to show. They are in the
 * prerendered HTML from the start (hidden until chosen), so that the resume and the posts are there
 * for a visitor without JavaScript, a crawler and a printout.
 */
const EXPERIENCE_TAB: TabSpec = {
  key: 'experience',
  label: 'tab.experience',
  children: <LazyPanel load={loadExperiencePanel} />,
  forceRender: true,
  className: 'tab-pane-experience',
};
const WRITING_TAB: TabSpec = {
  key: 'writing',
  label: 'tab.writing',
  children: <LazyPanel load={loadWritingPanel} />,
  forceRender: true,
  className: 'tab-pane-writing',
};

/**
 * The owner's sections (sections/*.md): those placed in a tab follow its panel, in the HTML from the
 * start like the story's tabs (for a visitor without JavaScript and a printout); the others are tabs
 * of their own after every other tab. Without sections the tabs are exactly the others.
 */
function withSections(tabs: readonly TabSpec[], sections: readonly OwnerSection[] | undefined) {
  if (!sections?.length) return tabs;
  const shown = sectionsOnPage(
    sections,
    tabs.map(({ key }) => key),
  );
  return [
    ...tabs.map((tab) =>
      sectionsIn(shown, tab.key as OwnerSection['placement']).length === 0
        ? tab
        : {
            ...tab,
            forceRender: true,
            children: (
              <>
                {tab.children}
                <LazyPanel
                  load={loadOwnerSections}
                  props={{ placement: tab.key as OwnerSection['placement'], sections: shown }}
                />
              </>
            ),
          },
    ),
    ...ownTabSections(shown).map((section): TabSpec => ({
      key: sectionTabKey(section),
      title: section.title,
      lang: section.language,
      children: (
        <LazyPanel
          load={loadOwnerSections}
          props={{ placement: 'tab', sectionKey: section.key, sections: shown }}
        />
      ),
      forceRender: true,
      className: 'tab-pane-section',
    })),
  ];
}

function tabsFor(
  { resume, posts, sections }: PortfolioContent,
  { t }: Pick<I18n, 't'>,
  config: Pick<PortfolioConfig, 'forgejo'>,
) {
  return withSections(
    [
      ...specifiedTabs(config),
      ...(resume && hasExperience(resume) ? [EXPERIENCE_TAB] : []),
      ...(posts && posts.length > 0 ? [WRITING_TAB] : []),
    ],
    sections,
  ).map((tab) => {
    if ('label' in tab) {
      const { labelValues, ...rest } = tab;
      return { ...rest, label: t(tab.label, labelValues) };
    }
    const { title, lang, ...rest } = tab;
    return { ...rest, label: lang ? <span lang={lang}>{title}</span> : title };
  });
}

const PANEL_LOADERS = [loadGitHubPanel, loadGitLabPanel, loadTechStackPanel];
const PANEL_LOADERS_WITH_FORGEJO = [...PANEL_LOADERS, loadForgejoPanel];

/**
 * The printout of a page with a resume is a CV, read in this order by a person and, in the PDF's text,
 * by a résumé parser: the experience and the rest of the resume, the skills, then the projects.
 */
const CV_ORDER = ['experience', 'tech-stack', 'github', 'gitlab', 'forgejo', 'writing'];

/** A printout renders every panel; with a resume, in the CV's order (the document's, not only the eye's). */
function printedTabs<T extends { readonly key: string }>(tabs: readonly T[], cv: boolean) {
  const all = tabs.map((tab) => ({ ...tab, forceRender: true }));
  // The owner's own tabs (sections) after the rest, in their order.
  const rank = ({ key }: T) => (CV_ORDER.includes(key) ? CV_ORDER.indexOf(key) : CV_ORDER.length);
  return cv ? all.sort((a, b) => rank(a) - rank(b)) : all;
}

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
  const tabs = useMemo(() => tabsFor(content, i18n, config), [content, i18n, config]);
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
  const hasForgejo = config.forgejo.url !== null;
  useEffect(
    () => preloadPanelsWhenIdle(hasForgejo ? PANEL_LOADERS_WITH_FORGEJO : PANEL_LOADERS),
    [hasForgejo],
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
        details={[basics?.location || profile?.location, profile?.company].filter(
          (text): text is string => Boolean(text),
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
      {config.activity.enabled && (
        <Suspense fallback={null}>
          <ActivitySection forgejoName={forgejoName} />
        </Suspense>
      )}
      <main>
        {/* Inside the main landmark, where a screen reader moving by landmarks finds it (axe: region). */}
        {source.mode === 'demo' && <DemoNotice />}
        <Tabs
          defaultActiveKey="github"
          // A printout has no tabs to click: every panel is rendered, and the print CSS shows them all.
          items={printing ? printedTabs(tabs, Boolean(content.resume)) : tabs}
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

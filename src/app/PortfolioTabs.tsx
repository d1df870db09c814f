import { Tabs } from 'antd';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { PortfolioConfig } from '../config';
import { AntdScope } from '../components/AntdScope';
import {
  LazyPanel,
  preloadPanel,
  preloadPanelsWhenIdle,
  type PanelModule,
} from '../components/LazyPanel';
import type { PortfolioContent } from '../domain/content';
import { forgejoInstanceName } from '../domain/forgejoInstance';
import {
  ownTabSections,
  sectionsIn,
  sectionsOnPage,
  sectionTabKey,
  type OwnerSection,
} from '../domain/ownerSections';
import { hasExperience } from '../domain/resumeSections';
import { usePortfolioContent } from '../hooks/PortfolioContentContext';
import { useMarkInteractive } from '../hooks/useMarkInteractive';
import { usePrintMode } from '../hooks/usePrintMode';
import { useI18n, type I18n } from '../i18n/I18nContext';
import { takePrintRequest } from '../lib/islandMoments';
import type { MessageKey } from '../i18n/messages';
import { hideTabPlaceholder, TABS_ID, takeTabIntent } from './tabIntent';

// Module-level so React.lazy and webpack's prefetch hints are created once.
const loadGitHubPanel = () => import('./panels/GitHubProjectsPanel');
const loadGitLabPanel = () =>
  import(/* webpackPrefetch: true */ '../features/gitlab/GitLabProjectsPanel');
const loadTechStackPanel = () =>
  import(/* webpackPrefetch: true */ '../features/tech-stack/TechStackPanel');
// Not prefetched: only a page with Forgejo settings has the tab (its panels preload when idle).
const loadForgejoPanel = () => import('../features/forgejo/ForgejoProjectsPanel');

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
    children: <LazyPanel load={loadGitHubPanel} prerendered="github" />,
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
function storyTab(key: 'experience' | 'writing', load: () => Promise<PanelModule>): TabSpec {
  return {
    key,
    label: `tab.${key}`,
    // Final in the prerendered HTML: kept as it is on a built page (KeptHtml), never hydrated.
    children: <LazyPanel load={load} prerendered={key} />,
    forceRender: true,
    className: `tab-pane-${key}`,
  };
}
const EXPERIENCE_TAB = storyTab('experience', loadExperiencePanel);
const WRITING_TAB = storyTab('writing', loadWritingPanel);

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

// Not the GitHub panel's: it is the one the page opens with, rendered at once.
const PANEL_LOADERS = [loadGitLabPanel, loadTechStackPanel];
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

/** Runs `work` once the browser has painted the next frame (a task after the frame's). */
function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/** The tab open when the page loads: the first one. */
const FIRST_TAB = 'github';

/**
 * A print asked for before the Tabs hydrated (Ctrl+P, held back by src/lib/islandMoments.ts): printed
 * once every panel's chunk has run, so that the printout renders them all at once (usePrintMode).
 */
function usePrintRequest(loaders: readonly (() => Promise<PanelModule>)[]): void {
  useEffect(() => {
    if (!takePrintRequest()) return;
    void Promise.all(loaders.map(preloadPanel)).then(() => window.print());
    // Only once, as the Tabs hydrate.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The page's tabs and their panels: antd's Tabs, an island of its own (src/components/Island.tsx) that
 * hydrates at the visitor's first interaction. The head script shows a tapped tab at once
 * (tabIntent.ts), also one tapped before the Tabs hydrate, which they then open.
 */
export default function PortfolioTabs({ config }: { config: Pick<PortfolioConfig, 'forgejo'> }) {
  const content = usePortfolioContent();
  const i18n = useI18n();
  const tabs = useMemo(() => tabsFor(content, i18n, config), [content, i18n, config]);
  const [activeKey, setActiveKey] = useState(FIRST_TAB);
  // The head script has shown the tapped tab already (tabIntent.ts): once the browser has painted
  // that, React renders it as a transition, in slices that yield to the next tap, and commits what
  // the page shows.
  const open = (key: string) => afterNextPaint(() => startTransition(() => setActiveKey(key)));
  const printing = usePrintMode();
  useLayoutEffect(() => {
    const chosen = takeTabIntent(document);
    if (chosen !== null && chosen !== FIRST_TAB && tabs.some(({ key }) => key === chosen)) {
      open(chosen);
    }
    // Only once, as the Tabs hydrate: later the Tabs handle every tap themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The open panel is in the page: the placeholder the head script may have shown goes.
  useLayoutEffect(() => hideTabPlaceholder(document), [activeKey]);
  useMarkInteractive();
  const panelLoaders = config.forgejo.url !== null ? PANEL_LOADERS_WITH_FORGEJO : PANEL_LOADERS;
  useEffect(() => preloadPanelsWhenIdle(panelLoaders), [panelLoaders]);
  usePrintRequest(content.sections?.length ? [...panelLoaders, loadOwnerSections] : panelLoaders);
  return (
    <AntdScope>
      <Tabs
        id={TABS_ID}
        activeKey={activeKey}
        // Every tap, not only a change of React's tab: the head script may show another meanwhile.
        onTabClick={open}
        // A printout has no tabs to click: every panel is rendered, and the print CSS shows them all.
        items={printing ? printedTabs(tabs, Boolean(content.resume)) : tabs}
        tabBarGutter={24}
        // The tab bar wraps instead (index.css): its hidden "more" button needs no icon in the HTML.
        more={{ icon: null }}
      />
    </AntdScope>
  );
}

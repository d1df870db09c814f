/**
 * The environment variable of each setting, declared once, by the table's key (settingsTable.ts).
 * Everything else names a setting through here (`SETTING_NAMES.githubToken`): the table, its readers,
 * the messages, the tools and the page's own messages. No zod and no other import, so the page may
 * import it: the page imports only NAMES_IN_PAGE_MESSAGES, the few it says, to keep its bundle small
 * (and its first load only FIRST_LOAD_NAMES).
 */
import { FIRST_LOAD_NAMES } from './firstLoadSettingNames';

/** The settings the page's own code names in its messages (the demo notice, the fetch's errors). */
export const NAMES_IN_PAGE_MESSAGES = {
  ...FIRST_LOAD_NAMES,
  allowedOrg: 'REACT_APP_GITHUB_ALLOWED_ORG',
  allowedRepos: 'REACT_APP_GITHUB_ALLOWED_REPOS',
  gitlabUrl: 'REACT_APP_GITLAB_URL',
  showForks: 'REACT_APP_SHOW_FORKS',
  showArchived: 'REACT_APP_SHOW_ARCHIVED',
  pinnedRepos: 'REACT_APP_PINNED_REPOS',
  githubApiUrl: 'REACT_APP_GITHUB_API_URL',
  githubToken: 'GITHUB_TOKEN',
  gitlabToken: 'GITLAB_TOKEN',
  gitlabTokenPlain: 'REACT_APP_GITLAB_TOKEN',
  forgejoUrl: 'REACT_APP_FORGEJO_URL',
  forgejoToken: 'FORGEJO_TOKEN',
} as const;

/** Every setting's variable, by the table's key, in any order (the table gives the docs' order). */
export const SETTING_NAMES = {
  ...NAMES_IN_PAGE_MESSAGES,
  gitlabUsername: 'REACT_APP_GITLAB_USERNAME',
  forgejoUsername: 'REACT_APP_FORGEJO_USERNAME',
  contactEmail: 'REACT_APP_CONTACT_EMAIL',
  linkedinUrl: 'REACT_APP_LINKEDIN_URL',
  websiteUrl: 'REACT_APP_WEBSITE_URL',
  sort: 'REACT_APP_SORT',
  feeds: 'REACT_APP_FEEDS',
  feedsLimit: 'REACT_APP_FEEDS_LIMIT',
  openSource: 'REACT_APP_OPEN_SOURCE',
  openSourceLimit: 'REACT_APP_OPEN_SOURCE_LIMIT',
  activity: 'REACT_APP_ACTIVITY',
  accentColor: 'REACT_APP_ACCENT_COLOR',
  analytics: 'REACT_APP_ANALYTICS',
  openToWork: 'REACT_APP_OPEN_TO_WORK',
  language: 'REACT_APP_LANGUAGE',
  languages: 'REACT_APP_LANGUAGES',
  dataMode: 'REACT_APP_DATA_MODE',
  cvPaper: 'CV_PAPER',
  resumePath: 'RESUME_PATH',
  resumeShowPhone: 'RESUME_SHOW_PHONE',
  resumeShowAddress: 'RESUME_SHOW_ADDRESS',
  publicUrl: 'PUBLIC_URL',
  githubTokenCipher: 'REACT_APP_GITHUB_TOKEN_CIPHER',
  githubTokenKey: 'REACT_APP_GITHUB_TOKEN_KEY',
  githubTokenIv: 'REACT_APP_GITHUB_TOKEN_IV',
  gitlabTokenCipher: 'REACT_APP_GITLAB_TOKEN_CIPHER',
  gitlabTokenKey: 'REACT_APP_GITLAB_TOKEN_KEY',
  gitlabTokenIv: 'REACT_APP_GITLAB_TOKEN_IV',
  acceptPrivateGitLabToken: 'LIVE_ACCEPT_PRIVATE_GITLAB_TOKEN',
  buildPath: 'BUILD_PATH',
  cacheDir: 'PORTFOLIO_CACHE_DIR',
  ownerDir: 'PORTFOLIO_OWNER_DIR',
  port: 'PORT',
  chromiumPath: 'CHROMIUM_PATH',
} as const;

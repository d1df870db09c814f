/**
 * The setting names the page's first load says (the demo notice), declared here rather than in
 * settingNames.ts, which takes them in: a module of its own keeps the other names out of the page's
 * first-load JS (webpack keeps a module whole, and settingNames.ts is only in lazy chunks).
 */
export const FIRST_LOAD_NAMES = {
  githubUsername: 'REACT_APP_GITHUB_USERNAME',
} as const;

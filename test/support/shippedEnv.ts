/**
 * The .env upstream ships (comments only), as its tests know it: scripts/pipeline/settings/
 * shippedEnv.test.ts holds the file to it, and the merge test starts an upstream from it (an owner's
 * fork has its own .env in the working tree).
 */
/** The shipped text, byte for byte: change it and every fork that edited .env conflicts once. */
export const SHIPPED = `# Your portfolio's public settings, one NAME=value a line. Commit this file: the Pages workflow
# builds your page from it. Write only what you change: every setting has its default in code, and
# without REACT_APP_GITHUB_USERNAME the page is the demo. For example:
#
#   REACT_APP_GITHUB_USERNAME=your-login
#
# \`npm run setup\` asks for your GitHub login, finds the rest and writes it here for you.
# Every setting, its default and an example: docs/settings.md in this repository.
#
# This file is public: never put a token in it. Tokens go into the repository's Actions secrets,
# and into .env.local (git-ignored) for a build on your machine.
#
# Upstream ships this file once, with comments only, and never changes it: your edits never
# conflict with an update ("Sync fork").
`;

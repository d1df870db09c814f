/**
 * The accounts behind the tokens the mock's GitHub knows besides the owner's: a bot user's personal
 * token and an installation's token (GitHub Actions' GITHUB_TOKEN), and when a personal token expires.
 */

/**
 * When a personal token expires, as GitHub says on every answer to it
 * (`GitHub-Authentication-Token-Expiration`, `YYYY-MM-DD HH:MM:SS UTC`:
 * https://github.blog/changelog/2021-07-26-expiration-options-for-personal-access-tokens/).
 */
export const TOKEN_EXPIRATION = '2026-12-31 00:00:00 UTC';

/** The login of botToken's account. */
export const BOT_LOGIN = 'portfolio-bot';

/** GraphQL's `viewer` for an installation's token: the app's bot (GitHub Actions' for GITHUB_TOKEN). */
export const INSTALLATION_BOT_LOGIN = 'github-actions[bot]';

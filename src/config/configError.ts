/** A setting that is missing or malformed; the message names the variable, the problem and the fix. */

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where an owner puts a public setting, as the README says: the committed .env, which the published
 * build (made from the repository) reads; .env.local only overrides it on one machine.
 */
export const PUBLIC_SETTING_HOME =
  'Set it in .env, where the public settings live (.env.local overrides it locally).';

/** Where a token goes: never into a committed file. */
export const SECRET_SETTING_HOME =
  "Tokens are secrets: keep it in the repository's Actions secrets, or in .env.local for a local build, never in .env.";

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
    /** Without it, `problem` already ends with the fix (the settings' schemas say both). */
    fix?: string,
  ) {
    super(fix === undefined ? `${variable} ${problem}` : `${variable} ${problem}. ${fix}`);
    this.name = 'ConfigError';
  }
}

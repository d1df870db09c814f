/** A setting that is missing or malformed; the message names the variable, the problem and the fix. */

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
    fix: string,
  ) {
    super(`${variable} ${problem}. ${fix}`);
    this.name = 'ConfigError';
  }
}

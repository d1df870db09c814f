/**
 * `npm run setup`: asks (or takes from the options) the owner's GitHub login and the rest, looks up
 * what it can, writes .env in the owner's folder keeping everything else in it, and runs the doctor.
 * Resolves to the exit code; every stream and the network are injectable for the tests.
 */
import { trimEndChar } from '../../src/lib/text';
import { SETTING_NAMES } from '../../src/config/settingNames';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { parse } from 'dotenv';
import { SECRET_NAME } from '../../src/config/liveTokens';
import { OWNER_FILES, ownerRoot } from '../pipeline/settings/ownerFiles';
import { CommandLineError, parseSetupArgs, USAGE, type SetupOptions } from './args';
import { DOCTOR_SCRIPT, doctorCommand, spawnCommand, type CommandRunner } from './doctor';
import { EnvEditError, editEnv, type EnvChange } from './envFile';
import { askSettings, settingsFromOptions, type FlowContext } from './flow';
import { CODEBERG_URL, createLookups, LookupError } from './lookups';
import { SETTINGS, settingText } from '../../src/config/settingsTable';
import { plainText } from './plainText';
import { createPrompter, SetupCancelled, type Prompter } from './prompter';
import { configError, configProblem, fieldProblem, isSetupSetting, SetupError } from './settings';

export interface SetupIo {
  /** The environment (the GitHub API address, the token, the owner's folder); the doctor's. */
  readonly env: NodeJS.ProcessEnv;
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** A person at a terminal: setup may ask. */
  readonly interactive: boolean;
  /** Let readline handle the terminal (line editing, echo). */
  readonly terminal?: boolean;
  /** How the doctor runs; the default spawns it. */
  readonly runCommand?: CommandRunner;
  /** Each lookup's time (LOOKUP_MS); tests shorten it. */
  readonly lookupMs?: number;
  /**
   * Where setup looks for a user of the GitHub login's name to offer the Forgejo tab: CODEBERG_URL by
   * default; tests name the mock's instance, or null for none.
   */
  readonly codebergUrl?: string | null;
}

const NOT_INTERACTIVE =
  'setup asks its questions in a terminal, and this is not one. From a script, give the answers as ' +
  'options and add --yes, e.g.\n  npm run setup -- --github <login> --yes\n(npm run setup -- --help lists them all.)';

export const TOKEN_NOTE = [
  'Tokens never go into .env: it is committed, and anyone can read it. Put them',
  "  - in the repository's Actions secrets (Settings → Secrets and variables → Actions):",
  '    PORTFOLIO_GITHUB_TOKEN, PORTFOLIO_GITLAB_TOKEN, PORTFOLIO_FORGEJO_TOKEN, for the Pages workflow;',
  `  - in .env.local (git-ignored) for a build on this machine: ${SETTING_NAMES.githubToken}=…, ${SETTING_NAMES.gitlabToken}=…, ${SETTING_NAMES.forgejoToken}=…`,
].join('\n');

function readText(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** A diff of what setup changes in .env, values cleaned for the terminal. */
export function summary(changes: readonly EnvChange[]): string[] {
  const line = (name: string, value: string) => `${name}=${plainText(value, 200)}`;
  const lines: string[] = [];
  const unchanged: string[] = [];
  for (const change of changes) {
    if (change.kind === 'unchanged') {
      if (change.before !== null) unchanged.push(change.name);
      continue;
    }
    if (change.before !== null) lines.push(`- ${line(change.name, change.before)}`);
    lines.push(
      `+ ${line(change.name, change.after)}${change.kind === 'cleared' ? '  (cleared)' : ''}`,
    );
  }
  if (unchanged.length > 0) lines.push(`  (unchanged: ${unchanged.join(', ')})`);
  return lines;
}

/** Variables in .env that look like tokens and have a value: they belong elsewhere. */
function secretsIn(values: Readonly<Record<string, string>>): string[] {
  return Object.entries(values)
    .filter(([name, value]) => SECRET_NAME.test(name) && value.trim() !== '')
    .map(([name]) => name);
}

async function confirm(prompter: Prompter): Promise<boolean> {
  for (;;) {
    const answer = (await prompter.ask('Write .env? [Y/n] ')).toLowerCase();
    if (answer === '' || answer === 'y' || answer === 'yes') return true;
    if (answer === 'n' || answer === 'no') return false;
  }
}

export async function runSetup(argv: readonly string[], io: SetupIo): Promise<number> {
  const out = (line = '') => io.stdout.write(`${line}\n`);
  const err = (line: string) => io.stderr.write(`${line}\n`);

  let options: SetupOptions;
  try {
    options = parseSetupArgs(argv);
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    out(USAGE);
    return 0;
  }
  if (!options.yes && !io.interactive) {
    err(NOT_INTERACTIVE);
    return 2;
  }

  const root = ownerRoot(io.env);
  const envFile = path.join(root, OWNER_FILES.settings);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    err(
      `✖ The owner's folder ${root} does not exist (${SETTING_NAMES.ownerDir}). Nothing was written.`,
    );
    return 1;
  }
  let text: string;
  let current: Record<string, string>;
  try {
    text = readText(envFile);
    current = parse(text);
  } catch (error) {
    err(`✖ Could not read ${envFile}: ${(error as Error).message}`);
    return 1;
  }

  // A mistake setup will not touch stops it now, before any question rather than after all of them.
  const existing = configError(current);
  if (existing && !isSetupSetting(existing.variable)) {
    err(`✖ Configuration error in ${envFile}: ${existing.message}`);
    err('Fix that line first, then run setup again. Nothing was written.');
    return 1;
  }

  const apiUrl = trimEndChar(
    io.env[SETTINGS.githubApiUrl.name]?.trim() ||
      current[SETTINGS.githubApiUrl.name]?.trim() ||
      SETTINGS.githubApiUrl.default,
    '/',
  );
  const apiProblem = fieldProblem('githubApiUrl', apiUrl);
  if (apiProblem) {
    err(`✖ ${apiProblem}`);
    return 1;
  }
  const token = settingText(io.env, 'githubToken') ?? '';
  if (/\s/.test(token)) {
    err(
      `✖ ${SETTING_NAMES.githubToken} contains spaces or line breaks: set it to the token alone. Nothing was written.`,
    );
    return 1;
  }
  const context: FlowContext = {
    lookups: createLookups({
      githubApiUrl: apiUrl,
      token,
      ...(io.lookupMs !== undefined ? { lookupMs: io.lookupMs } : {}),
    }),
    apiUrl,
    say: out,
    codebergUrl: io.codebergUrl === undefined ? CODEBERG_URL : io.codebergUrl,
  };

  const prompter = options.yes ? null : createPrompter(io.stdin, io.stdout, io.terminal ?? false);
  try {
    const values = prompter
      ? await askSettings(prompter, options, current, context)
      : await settingsFromOptions(options, context);

    const edit = editEnv(text, values);
    // What the published build will read: refused here rather than there.
    const invalid = configProblem(parse(edit.text));
    if (invalid) throw new SetupError(`Configuration error: ${invalid}`);

    const changed = edit.changes.some((change) => change.kind !== 'unchanged');
    out();
    out(changed ? `${envFile}:` : `${envFile}: nothing to change.`);
    for (const line of summary(edit.changes)) out(line);
    if (changed) {
      if (prompter && !(await confirm(prompter))) {
        out('Nothing was written.');
        return 0;
      }
      try {
        writeFileSync(envFile, edit.text);
      } catch (error) {
        throw new SetupError(`Could not write ${envFile}: ${(error as Error).message}`);
      }
      out(`✔ Wrote ${envFile}. Commit it: the Pages workflow builds from it.`);
    }

    let local: Record<string, string> = {};
    try {
      local = parse(readText(path.join(root, OWNER_FILES.localSettings)));
    } catch {
      // The doctor reports an unreadable .env.local.
    }
    for (const change of edit.changes) {
      const override = local[change.name];
      const set = change.after !== '' || change.before !== null;
      if (set && override !== undefined && override !== change.after) {
        out(`⚠ .env.local sets ${change.name} too, and wins over .env on this machine.`);
      }
    }
    for (const name of secretsIn(parse(edit.text))) {
      out(
        `⚠ .env holds ${name}, a secret, in a file you commit: move it to .env.local and the ` +
          "repository's Actions secrets, and revoke the token if it was ever pushed.",
      );
    }
    out();
    out(TOKEN_NOTE);
  } catch (error) {
    if (error instanceof SetupCancelled) {
      err('\nSetup cancelled. Nothing was written.');
      return 1;
    }
    if (error instanceof SetupError || error instanceof LookupError) {
      err(`✖ ${error.message}`);
      err('Nothing was written.');
      return error instanceof SetupError ? error.exitCode : 1;
    }
    if (error instanceof EnvEditError) {
      err(`✖ ${error.message}`);
      err('Nothing was written.');
      return 1;
    }
    throw error;
  } finally {
    prompter?.close();
  }

  if (!options.doctor) return 0;
  if (!io.runCommand && !existsSync(DOCTOR_SCRIPT)) {
    out('\n⚠ The doctor (scripts/doctor/main.ts) is not there: skipped.');
    return 0;
  }
  out('\nRunning the doctor…');
  return (io.runCommand ?? spawnCommand)(doctorCommand(io.env, root));
}

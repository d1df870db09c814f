/**
 * `npm run setup -- [options]`: what an owner (or a script) says up front. Given options are used
 * as they are and not asked again; with --yes nothing is asked at all.
 */
import { CommandLineError, readCommandLine } from '../lib/cli/commandLine';

export { CommandLineError } from '../lib/cli/commandLine';

export const USAGE = `Usage: npm run setup                      (asks, in a terminal)
       npm run setup -- --github <login> [--org <org> --repos <a,b>]
                        [--gitlab-url <url> [--gitlab <user>]]
                        [--forgejo-url <url> [--forgejo <user>]] [--linkedin <url>]
                        [--email <address>] [--website <url>] [--yes] [--no-doctor]

Writes your public settings into .env (keeping what is there) and runs the doctor.
  --github <login>      your GitHub login (required with --yes)
  --org <org>           allow-list one organization: only --repos of it are shown
  --repos <a,b>         the repositories of --org to show, comma-separated
  --gitlab-url <url>    your GitLab instance; --gitlab defaults to a user named like your GitHub login
  --gitlab <user>       your GitLab username (needs --gitlab-url)
  --forgejo-url <url>   your Forgejo or Gitea instance, e.g. https://codeberg.org (asked without
                        it when Codeberg has a user named like your GitHub login); --forgejo
                        defaults to a user named like your GitHub login
  --forgejo <user>      your username there (needs --forgejo-url)
  --linkedin <url>      LinkedIn page, --email <address> contact e-mail, --website <url> website
  --yes, -y             ask nothing: set only what the options give
  --no-doctor           do not run the doctor afterwards
  --help, -h            this text`;

export interface SetupOptions {
  readonly github: string | null;
  readonly org: string | null;
  readonly repos: readonly string[] | null;
  readonly gitlabUrl: string | null;
  readonly gitlab: string | null;
  readonly forgejoUrl: string | null;
  readonly forgejo: string | null;
  readonly linkedin: string | null;
  readonly email: string | null;
  readonly website: string | null;
  readonly yes: boolean;
  readonly doctor: boolean;
  readonly help: boolean;
}

const OPTIONS = {
  github: { type: 'string' },
  org: { type: 'string' },
  repos: { type: 'string' },
  'gitlab-url': { type: 'string' },
  gitlab: { type: 'string' },
  'forgejo-url': { type: 'string' },
  forgejo: { type: 'string' },
  linkedin: { type: 'string' },
  email: { type: 'string' },
  website: { type: 'string' },
  yes: { type: 'boolean', short: 'y' },
  'no-doctor': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The options, or a CommandLineError whose message says what is wrong (exit 2 with the usage). */
export function parseSetupArgs(argv: readonly string[]): SetupOptions {
  const { values } = readCommandLine({
    args: [...argv],
    options: OPTIONS,
    allowPositionals: false,
  });
  const text = (value: string | undefined) => value?.trim() || null;
  const options: SetupOptions = {
    github: text(values.github),
    org: text(values.org),
    repos: values.repos === undefined ? null : values.repos.split(',').map((repo) => repo.trim()),
    gitlabUrl: text(values['gitlab-url']),
    gitlab: text(values.gitlab),
    forgejoUrl: text(values['forgejo-url']),
    forgejo: text(values.forgejo),
    linkedin: text(values.linkedin),
    email: text(values.email),
    website: text(values.website),
    yes: values.yes ?? false,
    doctor: !(values['no-doctor'] ?? false),
    help: values.help ?? false,
  };
  if (options.help) return options;
  if ((options.org === null) !== (options.repos === null)) {
    throw new CommandLineError(
      '--org and --repos go together: the organization and its repositories',
    );
  }
  if (options.gitlab !== null && options.gitlabUrl === null) {
    throw new CommandLineError('--gitlab needs --gitlab-url, the address of your GitLab instance');
  }
  if (options.forgejo !== null && options.forgejoUrl === null) {
    throw new CommandLineError(
      '--forgejo needs --forgejo-url, the address of your Forgejo or Gitea instance',
    );
  }
  if (options.yes && options.github === null) {
    throw new CommandLineError('--yes needs --github <login>: there is nobody to ask for it');
  }
  return options;
}

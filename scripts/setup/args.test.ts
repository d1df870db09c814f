/** @jest-environment node */
import { CommandLineError, parseSetupArgs } from './args';

describe('parseSetupArgs', () => {
  it('reads every option', () => {
    expect(
      parseSetupArgs([
        '--github',
        'octo-dev',
        '--org=acme-labs',
        '--repos',
        'widget-engine, data-pipes',
        '--gitlab-url',
        'https://gitlab.example.org',
        '--gitlab',
        'octo-gl',
        '--forgejo-url',
        'https://codeberg.org',
        '--forgejo',
        'octo-fj',
        '--linkedin',
        'https://www.linkedin.com/in/octo',
        '--email',
        'octo@example.org',
        '--website',
        'https://octo.dev',
        '-y',
        '--no-doctor',
      ]),
    ).toEqual({
      github: 'octo-dev',
      org: 'acme-labs',
      repos: ['widget-engine', 'data-pipes'],
      gitlabUrl: 'https://gitlab.example.org',
      gitlab: 'octo-gl',
      forgejoUrl: 'https://codeberg.org',
      forgejo: 'octo-fj',
      linkedin: 'https://www.linkedin.com/in/octo',
      email: 'octo@example.org',
      website: 'https://octo.dev',
      yes: true,
      doctor: false,
      help: false,
    });
  });

  it('asks for everything and runs the doctor by default', () => {
    expect(parseSetupArgs([])).toMatchObject({
      github: null,
      org: null,
      repos: null,
      yes: false,
      doctor: true,
    });
  });

  it('reads --help whatever else is there', () => {
    expect(parseSetupArgs(['--help', '--yes']).help).toBe(true);
    expect(parseSetupArgs(['-h']).help).toBe(true);
  });

  it.each([
    [['--bogus'], "Unknown option '--bogus'"],
    [['--token', 'ghp_x'], "Unknown option '--token'"],
    [['octo-dev'], "Unexpected argument 'octo-dev'"],
    [['--github'], '--github needs a value'],
    [['--github='], '--github needs a value'],
    [['--github', '--yes'], '--github needs a value'],
    [['--yes=no'], "Option '-y, --yes' does not take an argument"],
    [['--github', 'octo-dev', '--org', 'acme-labs'], '--org and --repos go together'],
    [['--github', 'octo-dev', '--repos', 'a,b'], '--org and --repos go together'],
    [['--github', 'octo-dev', '--gitlab', 'octo-gl'], '--gitlab needs --gitlab-url'],
    [['--github', 'octo-dev', '--forgejo', 'octo-fj'], '--forgejo needs --forgejo-url'],
    [['--yes'], '--yes needs --github <login>'],
    [['--yes', '--github', '  '], '--yes needs --github <login>'],
  ])('%j: %s', (argv, message) => {
    let thrown: unknown;
    try {
      parseSetupArgs(argv);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CommandLineError);
    expect((thrown as Error).message).toContain(message);
  });
});

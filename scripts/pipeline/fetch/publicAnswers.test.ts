import { publicPartOfAnswer, publicPartOfQueryAnswer } from './publicAnswers';

const bytes = (value: unknown) => Buffer.from(JSON.stringify(value));
const parsed = (body: Buffer | undefined): unknown => JSON.parse(body?.toString('utf8') ?? 'null');

describe('publicPartOfAnswer', () => {
  it('drops GitHub’s private and internal repositories from a list', () => {
    const part = publicPartOfAnswer(
      bytes([
        { name: 'cli-kit', private: false, visibility: 'public' },
        { name: 'private-notes', private: true, visibility: 'private' },
        { name: 'enterprise-tool', private: false, visibility: 'internal' },
        { name: 'older-api', private: false },
      ]),
    );
    expect(part?.changed).toBe(true);
    expect(parsed(part?.body)).toEqual([
      { name: 'cli-kit', private: false, visibility: 'public' },
      { name: 'older-api', private: false },
    ]);
  });

  it('names the GitHub repositories it left out, so that their other answers leave the cache too', () => {
    const part = publicPartOfAnswer(
      bytes([
        { full_name: 'acme/site', private: false },
        { full_name: 'acme/turned-private', private: true, visibility: 'private' },
      ]),
    );
    expect(part?.withheld).toEqual(['acme/turned-private']);
    expect(publicPartOfAnswer(bytes([{ full_name: 'acme/site', private: false }]))?.withheld).toBe(
      undefined,
    );
  });

  it('drops GitLab’s private and internal projects and groups from a list', () => {
    const part = publicPartOfAnswer(
      bytes([
        { path: 'site', visibility: 'public' },
        { path: 'internal-tool', visibility: 'internal' },
        { path: 'private-guild', visibility: 'private' },
      ]),
    );
    expect(parsed(part?.body)).toEqual([{ path: 'site', visibility: 'public' }]);
  });

  it('keeps a list of anything else as it is, byte for byte', () => {
    const body = Buffer.from('[{"name":"main","commit":{"sha":"abc"}},{"login":"acme-labs"}]');
    expect(publicPartOfAnswer(body)).toEqual({ body, changed: false });
  });

  it('stores nothing of a non-public repository or project asked for by name', () => {
    expect(publicPartOfAnswer(bytes({ name: 'secret-internal', private: true }))).toBeNull();
    expect(publicPartOfAnswer(bytes({ path: 'internal-tool', visibility: 'internal' }))).toBeNull();
  });

  it('takes the private counts out of the owner’s profile', () => {
    const part = publicPartOfAnswer(
      bytes({
        login: 'octo-dev',
        public_repos: 6,
        total_private_repos: 3,
        owned_private_repos: 3,
        private_gists: 1,
        disk_usage: 12_000,
        collaborators: 2,
        two_factor_authentication: true,
        plan: { name: 'pro', private_repos: 9999 },
      }),
    );
    expect(part?.changed).toBe(true);
    expect(parsed(part?.body)).toEqual({ login: 'octo-dev', public_repos: 6 });
  });

  it('stores what is not JSON as it is', () => {
    const body = Buffer.from('<rss/>');
    expect(publicPartOfAnswer(body)).toEqual({ body, changed: false });
  });
});

describe('publicPartOfQueryAnswer', () => {
  it('drops private repository nodes from GraphQL lists, and a private node in a field', () => {
    const part = publicPartOfQueryAnswer(
      bytes({
        data: {
          user: {
            pinnedItems: {
              nodes: [
                { nameWithOwner: 'octo-dev/portfolio', isPrivate: false },
                { nameWithOwner: 'octo-dev/private-notes', isPrivate: true },
                {},
              ],
            },
            repository: { nameWithOwner: 'octo-dev/secret', isPrivate: true },
          },
        },
      }),
    );
    expect(part?.changed).toBe(true);
    expect(parsed(part?.body)).toEqual({
      data: {
        user: {
          pinnedItems: { nodes: [{ nameWithOwner: 'octo-dev/portfolio', isPrivate: false }, {}] },
          repository: null,
        },
      },
    });
  });

  it('keeps an answer without private nodes as it is (the contribution calendar: counts per day)', () => {
    const body = bytes({
      data: { user: { contributionsCollection: { contributionCalendar: {} } } },
    });
    expect(publicPartOfQueryAnswer(body)).toEqual({ body, changed: false });
  });

  it('stores nothing of the owner’s own view (their token counts their private contributions)', () => {
    const answer = (viewer: string) =>
      bytes({ data: { viewer: { login: viewer }, user: { login: 'Octo-Dev', calendar: {} } } });
    expect(publicPartOfQueryAnswer(answer('octo-dev'))).toBeNull();
    const workflow = answer('github-actions[bot]');
    expect(publicPartOfQueryAnswer(workflow)).toEqual({ body: workflow, changed: false });
  });
});

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

  it('drops Forgejo’s private repositories, those of members-only owners, and such organizations', () => {
    const owner = (visibility: string) => ({ login: 'o', login_name: '', visibility });
    const part = publicPartOfAnswer(
      bytes([
        { full_name: 'octo-fj/site', private: false, internal: false, owner: owner('public') },
        { full_name: 'octo-fj/secret-diary', private: true, owner: owner('public') },
        { full_name: 'guild/tools', private: false, internal: false, owner: owner('limited') },
        { full_name: 'corp/internal', private: false, internal: true, owner: owner('public') },
      ]),
    );
    expect((parsed(part?.body) as { full_name: string }[]).map((repo) => repo.full_name)).toEqual([
      'octo-fj/site',
    ]);
    expect(part?.withheld).toEqual(['octo-fj/secret-diary', 'guild/tools', 'corp/internal']);
    const orgs = publicPartOfAnswer(
      bytes([
        { name: 'fj-collective', visibility: 'public' },
        { name: 'members-guild', visibility: 'limited' },
      ]),
    );
    expect(parsed(orgs?.body)).toEqual([{ name: 'fj-collective', visibility: 'public' }]);
  });

  it('keeps of a Forgejo user, alone or a repository’s owner, only what anybody sees', () => {
    const self = {
      id: 4211,
      login: 'octo-fj',
      login_name: 'octo-fj',
      source_id: 0,
      email: 'octo@example.org',
      language: 'en-US',
      is_admin: false,
      last_login: '2025-03-03T08:15:00+01:00',
      active: true,
      prohibit_login: false,
      restricted: false,
      full_name: 'Octo Dev',
      visibility: 'public',
    };
    const profile = publicPartOfAnswer(bytes(self));
    expect(profile?.changed).toBe(true);
    expect(parsed(profile?.body)).toEqual({
      id: 4211,
      login: 'octo-fj',
      full_name: 'Octo Dev',
      visibility: 'public',
    });
    const list = publicPartOfAnswer(
      bytes([{ full_name: 'octo-fj/site', private: false, internal: false, owner: self }]),
    );
    expect(JSON.stringify(parsed(list?.body))).not.toMatch(/octo@example\.org|last_login/);
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

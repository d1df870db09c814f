import type { Organization, Repository } from '../../../domain/model';
import { shownRepositoryGroups, techEvidence, type RepositoryGroup } from './techEvidence';

function repo(name: string, tools: string[], extra: Partial<Repository> = {}): Repository {
  return {
    id: name,
    name,
    description: null,
    url: `https://example.org/${name}`,
    tools,
    contributions: null,
    ...extra,
  };
}

function org(login: string, repos: Repository[]): Organization {
  return { login, url: `https://github.com/${login}`, avatarUrl: null, description: null, repos };
}

/** Tool → names of its repositories, for the tools that have any. */
function names(evidence: ReturnType<typeof techEvidence>): Record<string, string[]> {
  return Object.fromEntries(
    evidence
      .filter((entry) => entry.repos.length > 0)
      .map((entry) => [entry.tool, entry.repos.map((r) => `${r.where}:${r.name}`)]),
  );
}

describe('techEvidence', () => {
  it('gives every tool of the stack an entry, in the stack order, empty without a match', () => {
    const evidence = techEvidence(
      ['Kafka', 'TypeScript', 'Figma'],
      [{ where: 'GitHub', repos: [repo('site', ['TypeScript'])] }],
    );
    expect(evidence.map((entry) => entry.tool)).toEqual(['Kafka', 'TypeScript', 'Figma']);
    expect(evidence.map((entry) => entry.repos.length)).toEqual([0, 1, 0]);
  });

  it('matches every spelling toolKey folds together, on both sides', () => {
    const groups: RepositoryGroup[] = [
      {
        where: 'GitHub',
        repos: [
          repo('site', ['HTML', 'CSS', 'Shell']),
          repo('api', ['Dockerfile', 'node']),
          repo('ui', ['Vue', 'reactjs']),
        ],
      },
    ];
    expect(
      names(
        techEvidence(
          ['HTML5', 'CSS3', 'Bash', 'Docker', 'Node.js', 'Vue.js', 'React', 'Go'],
          groups,
        ),
      ),
    ).toEqual({
      HTML5: ['GitHub:site'],
      CSS3: ['GitHub:site'],
      Bash: ['GitHub:site'],
      Docker: ['GitHub:api'],
      'Node.js': ['GitHub:api'],
      'Vue.js': ['GitHub:ui'],
      React: ['GitHub:ui'],
    });
  });

  it('counts a repository once per tool, however many of its names match', () => {
    const groups: RepositoryGroup[] = [
      { where: 'GitLab', repos: [repo('web', ['HTML', 'html5', 'HTML5'])] },
    ];
    const [html] = techEvidence(['HTML5'], groups);
    expect(html?.repos).toEqual([{ name: 'web', url: 'https://example.org/web', where: 'GitLab' }]);
  });

  it('reads the language byte shares too', () => {
    const groups: RepositoryGroup[] = [
      {
        where: 'GitHub',
        repos: [
          repo('engine', ['TypeScript'], {
            languages: [
              { name: 'TypeScript', bytes: 900 },
              { name: 'Rust', bytes: 100 },
            ],
          }),
        ],
      },
    ];
    expect(names(techEvidence(['TypeScript', 'Rust'], groups))).toEqual({
      TypeScript: ['GitHub:engine'],
      Rust: ['GitHub:engine'],
    });
  });

  it('lists the repositories in the order of the groups, then of each list', () => {
    const groups = shownRepositoryGroups(
      [repo('b-own', ['Go']), repo('a-own', ['Go'])],
      [org('acme', [repo('tool', ['Go'])]), org('zeta', [repo('cli', ['golang'])])],
      [repo('lab', ['Go'])],
    );
    expect(names(techEvidence(['Go'], groups))).toEqual({
      Go: ['GitHub:b-own', 'GitHub:a-own', 'acme:tool', 'zeta:cli', 'GitLab:lab'],
    });
  });

  it('lists the same repository once, even when two groups hold it', () => {
    const shared = repo('shared', ['Rust']);
    const groups: RepositoryGroup[] = [
      { where: 'GitHub', repos: [shared, shared] },
      { where: 'acme', repos: [shared] },
    ];
    expect(names(techEvidence(['Rust'], groups))).toEqual({ Rust: ['GitHub:shared'] });
  });

  it('keeps a repository without an address, identified by its id within its group', () => {
    const groups: RepositoryGroup[] = [
      {
        where: 'GitLab',
        repos: [
          repo('one', ['Python'], { id: '1', url: null }),
          repo('two', ['Python'], { id: '2', url: null }),
          repo('one', ['Python'], { id: '1', url: null }),
        ],
      },
      { where: 'GitHub', repos: [repo('one', ['Python'], { id: '1', url: null })] },
    ];
    const [python] = techEvidence(['Python'], groups);
    expect(python?.repos).toEqual([
      { name: 'one', url: null, where: 'GitLab' },
      { name: 'two', url: null, where: 'GitLab' },
      { name: 'one', url: null, where: 'GitHub' },
    ]);
  });

  it('ignores names that fold to nothing', () => {
    const evidence = techEvidence(['', '!!'], [{ where: 'GitHub', repos: [repo('x', ['', '?'])] }]);
    expect(evidence.map((entry) => entry.repos.length)).toEqual([0, 0]);
  });
});

describe('shownRepositoryGroups', () => {
  it('names the own repositories GitHub, each organization by its login, the projects GitLab', () => {
    const groups = shownRepositoryGroups(
      [repo('own', [])],
      [org('acme', [repo('a', [])]), org('tools', [])],
      [repo('lab', [])],
    );
    expect(groups.map((group) => [group.where, group.repos.map((r) => r.name)])).toEqual([
      ['GitHub', ['own']],
      ['acme', ['a']],
      ['tools', []],
      ['GitLab', ['lab']],
    ]);
  });

  it('adds the Forgejo instance’s repositories under its name, and its organizations’', () => {
    const groups = shownRepositoryGroups([repo('own', ['Go'])], [], [], {
      name: 'Codeberg',
      repos: [repo('tiny-http', ['Rust'])],
      organizations: [org('fj-collective', [repo('shared-lib', ['TypeScript'])])],
    });
    expect(groups.map((group) => [group.where, group.repos.map((r) => r.name)])).toEqual([
      ['GitHub', ['own']],
      ['GitLab', []],
      ['Codeberg', ['tiny-http']],
      ['fj-collective', ['shared-lib']],
    ]);
    expect(names(techEvidence(['Rust', 'TypeScript'], groups))).toEqual({
      Rust: ['Codeberg:tiny-http'],
      TypeScript: ['fj-collective:shared-lib'],
    });
  });
});

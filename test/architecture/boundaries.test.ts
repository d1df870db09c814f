/**
 * @jest-environment node
 *
 * The rooms' boundaries are the linter's (eslint.config.mjs, docs/architecture.md): each case lints a
 * one-line file placed in a room, as `npm run lint` would, and expects the rule that keeps it out. A
 * file that imports what its room may import lints clean, so the cases cannot pass by accident.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface LintMessage {
  readonly ruleId: string | null;
  readonly message: string;
}

/**
 * Lints every case in one ESLint process (its start costs seconds): the messages for each `code`, as
 * if it were the file at `file` (relative to the project).
 */
function lintAll(cases: Readonly<Record<string, { file: string; code: string }>>) {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = {};
    for (const [name, { file, code }] of Object.entries(cases)) {
      const [report] = await eslint.lintText(code, { filePath: file });
      out[name] = report.messages.map(({ ruleId, message }) => ({ ruleId, message }));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const cased = Object.fromEntries(
    Object.entries(cases).map(([name, { file, code }]) => [
      name,
      { file: path.join(ROOT, file), code },
    ]),
  );
  const result = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cased)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`eslint failed (${result.status}): ${result.stderr}`);
  return JSON.parse(result.stdout) as Record<string, LintMessage[]>;
}

const rules = (messages: readonly LintMessage[]) => messages.map(({ ruleId }) => ruleId);

const CASES = {
  featureUsesComponents: {
    file: 'src/features/github/Boundary.tsx',
    code: "export { CardGrid } from '../../components/CardGrid';\n",
  },
  featureUsesFeature: {
    file: 'src/features/github/Boundary.tsx',
    code: "export { GitLabProjectsPanel } from '../gitlab/GitLabProjectsPanel';\n",
  },
  componentUsesFeature: {
    file: 'src/components/Boundary.tsx',
    code: "export { OpenSourceSection } from '../features/open-source/OpenSourceSection';\n",
  },
  featureRulesUseData: {
    file: 'src/features/open-source/rules/boundary.ts',
    code: "export { createSource } from '../../../data/createSource';\n",
  },
  featureRulesUseTheirComponents: {
    file: 'src/features/open-source/rules/boundary.ts',
    code: "export { OpenSourceSection } from '../OpenSourceSection';\n",
  },
  featureDataUsesItsRulesAndTheDomain: {
    file: 'src/features/open-source/data/boundary.ts',
    code:
      "export { lastMergedAt } from '../rules/openSource';\n" +
      "export { webUrlOrNull } from '../../../domain/safeUrl';\n" +
      "export type { FetchContext } from '../../../data/parts/fetchContext';\n",
  },
  featureDataUsesItsComponents: {
    file: 'src/features/open-source/data/boundary.ts',
    code: "export { OpenSourceSection } from '../OpenSourceSection';\n",
  },
  dataGathersFeatureParts: {
    file: 'src/data/boundary.ts',
    code:
      "export { fetchOpenSource } from '../features/open-source/data/openSourcePart';\n" +
      "export { lastMergedAt } from '../features/open-source/rules/openSource';\n",
  },
  dataUsesFeatureComponents: {
    file: 'src/data/boundary.ts',
    code: "export { OpenSourceSection } from '../features/open-source/OpenSourceSection';\n",
  },
  domainUsesFeatureRules: {
    file: 'src/domain/boundary.ts',
    code: "export { lastMergedAt } from '../features/open-source/rules/openSource';\n",
  },
  domainUsesData: {
    file: 'src/domain/boundary.ts',
    code: "export { createSource } from '../data/createSource';\n",
  },
  pageUsesNode: { file: 'src/lib/boundary.ts', code: "export { readFileSync } from 'node:fs';\n" },
  pageUsesBuild: {
    file: 'src/services/boundary.ts',
    code: "export { createHttpCache } from '../../scripts/pipeline/net/httpCache';\n",
  },
  pageUsesMock: {
    file: 'src/data/boundary.ts',
    code: "export { startMockApi } from '../../mock/mockApi';\n",
  },
  coreExits: {
    file: 'scripts/pipeline/boundary.ts',
    code: 'export function stop(): void {\n  process.exitCode = 1;\n  process.exit(1);\n}\n',
  },
  entryExits: {
    file: 'scripts/pipeline/main.ts',
    code: 'export function stop(): void {\n  process.exit(1);\n}\n',
  },
  buildUsesTool: {
    file: 'scripts/pipeline/boundary.ts',
    code: "export { judgeFetchTargets } from '../bench-fetch/fetchTargets';\n",
  },
  buildUsesPage: {
    file: 'scripts/pipeline/boundary.ts',
    code: "export { createSource } from '../../src/data/createSource';\n",
  },
  toolUsesBuildAndMock: {
    file: 'scripts/bench-fetch/boundary.ts',
    code:
      "export { fetchForBuild } from '../pipeline/fetch/fetchForBuild';\n" +
      "export { startMockApi } from '../../mock/mockApi';\n",
  },
  toolUsesTest: {
    file: 'scripts/screenshots/boundary.ts',
    code: "export { ownerFolder } from '../../test/support/ownerFolder';\n",
  },
  mockUsesTest: {
    file: 'mock/boundary.ts',
    code: "export { ownerFolder } from '../test/support/ownerFolder';\n",
  },
  testUsesAnything: {
    file: 'src/components/Boundary.test.tsx',
    code:
      "export { OpenSourceSection } from '../features/open-source/OpenSourceSection';\n" +
      "export { readFileSync } from 'node:fs';\n",
  },
} as const;

// One ESLint process for every case: its start takes seconds on a busy machine.
jest.setTimeout(60_000);
let results: Record<keyof typeof CASES, LintMessage[]>;
beforeAll(() => {
  results = lintAll(CASES) as typeof results;
});
const lint = (name: keyof typeof CASES) => results[name];

describe('the boundaries npm run lint enforces', () => {
  it('lets a feature import components, hooks and the domain', () => {
    expect(lint('featureUsesComponents')).toEqual([]);
  });

  it('keeps a feature from importing another feature', () => {
    const messages = lint('featureUsesFeature');
    expect(rules(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toMatch(/A feature may not import another feature/);
  });

  it('keeps components from importing features', () => {
    expect(rules(lint('componentUsesFeature'))).toEqual(['import-x/no-restricted-paths']);
  });

  it("keeps a feature's rules to the layers before them, and its data part from its components", () => {
    for (const name of [
      'featureRulesUseData',
      'featureRulesUseTheirComponents',
      'featureDataUsesItsComponents',
    ] as const) {
      expect([name, rules(lint(name))]).toEqual([name, ['import-x/no-restricted-paths']]);
    }
    expect(lint('featureDataUsesItsRulesAndTheDomain')).toEqual([]);
  });

  it("lets the data layer gather a feature's data part and rules, never its components", () => {
    expect(lint('dataGathersFeatureParts')).toEqual([]);
    expect(rules(lint('dataUsesFeatureComponents'))).toEqual(['import-x/no-restricted-paths']);
    expect(rules(lint('domainUsesFeatureRules'))).toEqual(['import-x/no-restricted-paths']);
  });

  it('keeps the domain from importing the data layer above it', () => {
    expect(rules(lint('domainUsesData'))).toEqual(['import-x/no-restricted-paths']);
  });

  it("keeps Node's modules out of the page", () => {
    expect(rules(lint('pageUsesNode'))).toEqual(['no-restricted-imports']);
  });

  it("keeps the build's code out of the page", () => {
    const messages = lint('pageUsesBuild');
    expect(rules(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toMatch(/may not import build, tool, mock or test code/);
  });

  it('keeps the mock API out of the page', () => {
    expect(rules(lint('pageUsesMock'))).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets the build import the page’s shared code, and keeps the tools out of it', () => {
    expect(lint('buildUsesPage')).toEqual([]);
    const messages = lint('buildUsesTool');
    expect(rules(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toMatch(/tools import the build, not the other way round/);
  });

  it('lets a tool import the build and the mock API, never a test', () => {
    expect(lint('toolUsesBuildAndMock')).toEqual([]);
    const messages = lint('toolUsesTest');
    expect(rules(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toMatch(/A tool may not import test code/);
  });

  it('keeps the mock API from importing tests', () => {
    expect(rules(lint('mockUsesTest'))).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets only a command’s entry point end the process: core code throws', () => {
    expect(rules(lint('coreExits'))).toEqual([
      'no-restricted-properties',
      'no-restricted-properties',
    ]);
    expect(rules(lint('entryExits'))).toEqual([]);
  });

  it('lets tests import anything', () => {
    expect(lint('testUsesAnything')).toEqual([]);
  });
});

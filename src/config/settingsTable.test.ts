/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { clientEnv } from '../../scripts/pipeline/settings/env';
import { parseConfig } from './parseConfig';
import { NAMES_IN_PAGE_MESSAGES, SETTING_NAMES } from './settingNames';
import {
  PAGE_SETTINGS,
  readSetting,
  SETTING_LIST,
  SETTINGS,
  settingProblems,
} from './settingsTable';

const ROOT = path.resolve(__dirname, '../..');

/** The files of src/ and scripts/ (tests left out, new files included) that name `name` as a word. */
function filesNaming(name: string): string[] {
  try {
    return execFileSync(
      'git',
      ['grep', '--untracked', '-lw', name, '--', 'src', 'scripts', ':!*.test.*'],
      { cwd: ROOT, encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean);
  } catch {
    return []; // git grep exits 1 when nothing matches
  }
}

describe('each setting declared once', () => {
  it.each(SETTING_LIST.map(({ name }) => name))(
    '%s is named in at most three files: its declaration, and where it must be written out',
    (name) => {
      const files = filesNaming(name);
      // Declared once: in settingNames.ts, or for the page's first load in firstLoadSettingNames.ts.
      expect(
        files.filter((file) =>
          /^src\/config\/(settingNames|firstLoadSettingNames)\.ts$/.test(file),
        ),
      ).toHaveLength(1);
      expect(files).toHaveLength(Math.min(files.length, 3));
    },
  );

  it('takes each entry’s variable from its declaration, one entry per name', () => {
    expect(Object.keys(SETTINGS).sort()).toEqual(Object.keys(SETTING_NAMES).sort());
    for (const { id, name } of SETTING_LIST) expect(name).toBe(SETTING_NAMES[id]);
    expect(new Set(Object.values(SETTING_NAMES)).size).toBe(SETTING_LIST.length);
  });

  it('gives the page’s messages a subset of the names, each as declared', () => {
    for (const [id, name] of Object.entries(NAMES_IN_PAGE_MESSAGES)) {
      expect(SETTING_NAMES[id as keyof typeof SETTING_NAMES]).toBe(name);
    }
  });

  it('reads each setting with its schema: the default when empty, the message naming it when bad', () => {
    expect(readSetting({}, 'feedsLimit')).toBe(SETTINGS.feedsLimit.default);
    expect(readSetting({ [SETTINGS.feedsLimit.name]: ' 12 ' }, 'feedsLimit')).toBe(12);
    expect(() => readSetting({ [SETTINGS.feedsLimit.name]: '51' }, 'feedsLimit')).toThrow(
      `${SETTINGS.feedsLimit.name} must be a whole number from 1 to 50 ("51"). Leave it empty for the default, 6.`,
    );
  });

  it('gives the doctor every bad setting at once, each with the build’s message', () => {
    const env = {
      [SETTINGS.showForks.name]: 'yes',
      [SETTINGS.sort.name]: 'stars',
      [SETTINGS.contactEmail.name]: 'nobody',
    };
    const problems = settingProblems(env);
    expect(problems).toEqual([
      expect.stringMatching(/^REACT_APP_CONTACT_EMAIL is not an e-mail address/),
      expect.stringMatching(/^REACT_APP_SHOW_FORKS must be "true" or "false"/),
    ]);
    expect(() => parseConfig(env)).toThrow(problems[0]);
  });
});

/** The modules a module imports for their values (type-only imports are erased by the build). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = ts.isImportDeclaration(statement) ? statement.importClause : statement;
      if (clause?.isTypeOnly) continue;
      const bindings = ts.isImportDeclaration(statement)
        ? statement.importClause?.namedBindings
        : statement.exportClause;
      const names =
        bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))
          ? bindings.elements
          : null;
      const onlyTypes =
        names !== null &&
        names.length > 0 &&
        names.every((element) => element.isTypeOnly) &&
        !(ts.isImportDeclaration(statement) && statement.importClause?.name);
      if (!onlyTypes) found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return specifier;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // not this one
    }
  }
  return null; // a JSON or CSS file
}

describe('the page gets settings only as data', () => {
  it('never bundles zod or the table: the page imports only types from parseConfig', () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const queue = [path.join(ROOT, 'src/index.tsx')];
    while (queue.length > 0) {
      const file = queue.pop() ?? '';
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of valueImports(file)) {
        const target = resolve(file, specifier);
        if (target === null) continue;
        if (path.isAbsolute(target)) queue.push(target);
        else packages.add(target);
      }
    }
    expect(packages).not.toContain('zod');
    const reached = [...seen].map((file) => path.relative(ROOT, file));
    expect(reached).not.toContain('src/config/settingsTable.ts');
    expect(reached).not.toContain('src/config/parseConfig.ts');
    expect(reached.length).toBeGreaterThan(20);
  });

  it('inlines only what the page reads of process.env: NODE_ENV and the page settings', () => {
    const reads = execFileSync(
      'git',
      ['grep', '--untracked', '-ho', 'process\\.env\\.[A-Z_]*', '--', 'src', ':!*.test.*'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .map((read) => read.replace('process.env.', ''))
      .filter(Boolean);
    const inlined = Object.keys(clientEnv(parseConfig({}), { NODE_ENV: 'production' }));
    expect(new Set(reads)).toEqual(new Set(PAGE_SETTINGS.map((id) => SETTINGS[id].name)));
    expect(inlined.sort()).toEqual(
      ['NODE_ENV', ...PAGE_SETTINGS.map((id) => SETTINGS[id].name)].sort(),
    );
  });
});

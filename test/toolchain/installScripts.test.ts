/**
 * npm 12 runs a dependency's install script only when package.json's allowScripts approves it, and
 * warns about every script it does not cover (npm 11.16+ runs it, and warns). Every dependency with an
 * install script is decided there; package-lock.json says which have one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const read = <T>(file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

interface Lock {
  readonly packages: Readonly<Record<string, { readonly hasInstallScript?: boolean }>>;
}

/** node_modules/a/node_modules/@scope/b → @scope/b */
const nameOf = (location: string) => location.slice(location.lastIndexOf('node_modules/') + 13);

describe("package.json's allowScripts", () => {
  const { allowScripts = {} } = read<{ allowScripts?: Record<string, boolean> }>('package.json');
  const withScripts = [
    ...new Set(
      Object.entries(read<Lock>('package-lock.json').packages)
        .filter(([location, entry]) => location !== '' && entry.hasInstallScript)
        .map(([location]) => nameOf(location)),
    ),
  ].sort();

  it('decides every dependency that has an install script, by name', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !(name in allowScripts))).toEqual([]);
  });

  it('names no package that has none, and approves none: each binary comes as a package of its own', () => {
    expect(Object.keys(allowScripts).filter((name) => !withScripts.includes(name))).toEqual([]);
    expect(Object.entries(allowScripts).filter(([, allowed]) => allowed !== false)).toEqual([]);
  });
});

/**
 * The npm registry mirror of this workplace lacks the prebuilt binaries of other platforms (@swc/core-darwin-*,
 * @unrs/resolver-binding-win32-*, ...). npm then leaves them out of package-lock.json, and `npm ci` refuses
 * a lockfile that misses optional dependencies. This adds the entries npm would have written with the full
 * registry (platform-restricted, so no Linux x64 install ever fetches them). Run after `npm install`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'ppc64',
  's390x',
  'riscv64',
  'loong64',
  'wasm32',
  'mips64el',
];
const LIBC = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu =
    parts.find((part) => CPU.includes(part)) ?? (parts.includes('arm') ? 'arm' : undefined);
  const libc = parts.map((part) => LIBC[part]).find(Boolean);
  if (!os || !cpu) return null;
  return { os: [os], cpu: [cpu], ...(libc && os === 'linux' ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const location = `node_modules/${name}`;
    if (packages[location] || packages[`${path}/${location}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    packages[location] = {
      version: range,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform-specific optional entries.`);

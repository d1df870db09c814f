/**
 * Which local mock API a built site points at. A snapshot page should reference the mock only for
 * avatar images (then the mock must stay up while Lighthouse loads the page); any /github or /gitlab
 * reference is where an API call would go, so those requests are counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface MockReferences {
  /** Origins whose /avatars/ images the site shows: `http://127.0.0.1:4010`. */
  readonly avatarOrigins: readonly string[];
  /** Origins whose /github or /gitlab API routes the site names. */
  readonly apiOrigins: readonly string[];
}

const LOCAL_REFERENCE = /https?:\/\/(?:127\.0\.0\.1|localhost):\d+(?=\/(avatars|github|gitlab)\b)/g;

export function mockReferencesIn(texts: Iterable<string>): MockReferences {
  const avatarOrigins = new Set<string>();
  const apiOrigins = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(LOCAL_REFERENCE)) {
      (match[1] === 'avatars' ? avatarOrigins : apiOrigins).add(match[0]);
    }
  }
  return { avatarOrigins: [...avatarOrigins].sort(), apiOrigins: [...apiOrigins].sort() };
}

/** The files a page loads as text and could hold a URL in: HTML, the snapshot JSON, scripts. */
function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (/\.(html|json|js)$/.test(entry.name)) yield readFileSync(file, 'utf8');
  }
}

export function mockReferencesInBuild(buildDir: string): MockReferences {
  return mockReferencesIn(textFiles(buildDir));
}

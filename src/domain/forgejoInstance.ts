import { trimEndChar } from '../lib/text';

/**
 * What the page calls a Forgejo (Gitea, Codeberg) instance: its tab ("Codeberg Projects") and its
 * part of the activity calendar's totals line ("Codeberg 12"). Forgejo's API names no instance (no
 * APP_NAME in /version, /settings/ui or /nodeinfo), so the name comes from the address the owner
 * set: the two public instances known by name get it, any other is called by its host, which is
 * what the owner wrote and what a visitor sees in the links (a word guessed from the host, "Example"
 * for git.example.org, could name the wrong thing).
 */

/** Public instances by host (without "www."). */
const KNOWN_INSTANCES: Readonly<Record<string, string>> = {
  'codeberg.org': 'Codeberg',
  'gitea.com': 'Gitea',
};

/** Codeberg for https://codeberg.org, else the host ("git.example.org", "forge.example.org:3000"). */
export function forgejoInstanceName(url: string): string {
  let host: string;
  try {
    host = new URL(url).host.toLowerCase();
  } catch {
    return 'Forgejo';
  }
  const bare = host.replace(/^www\./, '');
  return KNOWN_INSTANCES[bare] ?? (bare || 'Forgejo');
}

/** The user's profile on the instance: `<url>/<username>`. */
export function forgejoProfileUrl(url: string, username: string): string {
  return `${trimEndChar(url, '/')}/${encodeURIComponent(username)}`;
}

import { cutAtFirstOf, trimEndChar } from '../../lib/text';

/**
 * Whether `url` asks the GitHub API at `apiUrl` for a repository's commit list
 * (GET /repos/{owner}/{repo}/commits, any query): the requests contributions are counted from.
 */
export function isCommitsListUrl(url: string, apiUrl: string): boolean {
  const base = trimEndChar(apiUrl, '/');
  if (!url.startsWith(`${base}/repos/`)) return false;
  const rest = cutAtFirstOf(url.slice(base.length), '?#');
  return /^\/repos\/[^/]+\/[^/]+\/commits\/?$/.test(rest);
}

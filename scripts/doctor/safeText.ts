/**
 * What the doctor prints from outside is hostile: one line of plain text first (safeText, shared with
 * the client in scripts/pipeline/net). And no token is ever printed, not even a part of one: redact()
 * is applied to every line and to the job summary as a last guard.
 */

/** A whole count from an API (public_repos), or null when the answer holds anything else. */
export function safeCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** "5,000". */
export function numberText(n: number): string {
  return n.toLocaleString('en-US');
}

/** Tokens shorter than this are not searched for: they would blank out ordinary words. */
const SHORTEST_SECRET = 6;

/** `text` with every secret replaced by "[token]". */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= SHORTEST_SECRET) result = result.split(secret).join('[token]');
  }
  return result;
}

/**
 * A text for GitHub's job summary, which renders Markdown and some HTML: every character that could
 * start markup (a link, an image, a tag, emphasis, a table cell) is escaped, so it shows as written.
 */
export function markdownText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_{}[\]()#+\-.!|~@:]/g, (character) => `\\${character}`);
}

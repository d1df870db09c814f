/**
 * Which e-mail addresses from an API response or a resume may become a `mailto:` link: plain ones only.
 */

/** RFC 5321's limit for a whole address. */
const MAX_EMAIL_LENGTH = 254;

/**
 * A plain address only: letters, digits and . _ + - before the @, a dotted domain after it. Nothing
 * that a mailto: URL would read as more than an address (`?`, `&`, `%`, `#`, `,`, spaces).
 */
const PLAIN_EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/** The address, trimmed, when it is a plain one (see PLAIN_EMAIL) of at most 254 characters; else null. */
export function plainEmailOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.length > MAX_EMAIL_LENGTH || !PLAIN_EMAIL.test(text)) return null;
  return text;
}

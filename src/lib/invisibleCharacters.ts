/**
 * Characters a page should never show from untrusted text (a resume, a feed): C0 and C1 controls
 * (tab, line feed and carriage return aside), bidirectional embeddings, overrides and isolates, and
 * zero-width spaces. Invisible, and able to make a text read differently from what it is ("Ada
 * \u202Egnp.exe"). The zero-width joiners stay: emoji sequences and some scripts need them.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

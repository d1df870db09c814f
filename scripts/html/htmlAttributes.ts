/**
 * The attributes of one start tag, from the text between its name and `>` (names lower-cased; values
 * with `&amp;` decoded; quoted, unquoted and valueless alike, as html-webpack-plugin's minifier and
 * Vite write them).
 */
export function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!attributes.has(name)) attributes.set(name, value.replaceAll('&amp;', '&'));
  }
  return attributes;
}

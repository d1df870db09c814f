/**
 * Text from outside (an API answer, a typed value) as one plain line for the terminal: no control
 * characters (no escape sequences that recolour or rewrite the screen), no bidirectional overrides,
 * no line breaks, and not longer than a line.
 */
import { withoutInvisible } from '../../src/lib/invisibleCharacters';

export function plainText(text: unknown, max = 120): string {
  const line = withoutInvisible(String(text ?? ''))
    .replace(/[\t\n\r\u2028\u2029]+/g, ' ')
    .trim();
  const characters = Array.from(line);
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : line;
}

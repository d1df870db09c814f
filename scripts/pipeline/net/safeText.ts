/**
 * Every text from outside (an API's names and messages, a feed's title, an error's message) is
 * hostile: before a tool prints it (the doctor, the client it shares with setup) it is reduced to one
 * line of plain, visible text, bounded.
 */
import { clipText } from '../fetch/feeds/clipText';
import { withoutInvisible } from '../../../src/lib/invisibleCharacters';

/** One line of visible text, at most `max` characters; '' for anything but a string. */
export function safeText(value: unknown, max = 80): string {
  if (typeof value !== 'string') return '';
  return clipText(withoutInvisible(value).replace(/\s+/g, ' ').trim(), max);
}

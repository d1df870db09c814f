/**
 * The build log's English: it is read by the owner in a terminal or an Actions log, not by visitors,
 * so it is not translated (the page's texts are, in src/i18n).
 */

/** "1 repository", "3 repositories". */
export function countText(n: number, singular: string, many = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : many}`;
}

/** "1.5 s". */
export function secondsText(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

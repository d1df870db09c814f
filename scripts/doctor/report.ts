/**
 * How the results read: one line per result in the terminal (`✔ item: detail` and, for ⚠ and ✖,
 * `Fix: …`), a closing count, and the same checklist as Markdown for GitHub's job summary.
 */
import { countText } from '../../src/lib/logText';
import { SYMBOLS, type CheckResult } from './checkResult';
import { markdownText } from './safeText';

/** The detail as a sentence, so that "Fix:" starts a new one. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function resultLine({ status, item, detail, fix }: CheckResult): string {
  return `${SYMBOLS[status]} ${item}: ${fix ? `${sentence(detail)} Fix: ${fix}` : detail}`;
}

export function countsLine(results: readonly CheckResult[], requests: number): string {
  const count = (status: CheckResult['status']) =>
    results.filter((result) => result.status === status).length;
  const [warnings, problems] = [count('warn'), count('fail')];
  const sent = countText(requests, 'request');
  if (warnings === 0 && problems === 0) return `All ${results.length} checks passed (${sent}).`;
  return (
    `${countText(problems, 'problem')} (✖), ${countText(warnings, 'warning')} (⚠), ` +
    `${count('ok')} passed (${sent}).` +
    (problems
      ? ' Fix the ✖ lines first: the build fails or publishes a broken site with them.'
      : '')
  );
}

export function markdownSummary(results: readonly CheckResult[], requests: number): string {
  const lines = results.map(({ status, item, detail, fix }) => {
    const line = `- ${SYMBOLS[status]} **${markdownText(item)}**: ${markdownText(detail)}`;
    return fix ? `${line}  \n  Fix: ${markdownText(fix)}` : line;
  });
  return [
    '### Portfolio doctor',
    '',
    markdownText(countsLine(results, requests)),
    '',
    ...lines,
    '',
    '',
  ].join('\n');
}

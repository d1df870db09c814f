import type { SectionNode } from '../../../../src/domain/ownerSections';

/** Elements whose text stands on lines of its own. */
export const BLOCKS: ReadonlySet<string> = new Set([
  'p',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'blockquote',
  'li',
  'tr',
  'hr',
  'br',
  'section',
]);

/**
 * A section's text without markup, for llms.txt and resume.json: blocks on lines of their own,
 * whitespace collapsed; a footnote's way back (↩) is no text of it. Derived from the page's model
 * where the build needs it, so the page's data carries the section once.
 */
export function sectionText(body: readonly SectionNode[]): string {
  const lines = [''];
  const walk = (nodes: readonly SectionNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') {
        lines[lines.length - 1] += node;
        continue;
      }
      if (node.attributes?.className === 'data-footnote-backref') continue;
      const block = BLOCKS.has(node.tag);
      if (block) lines.push('');
      walk(node.children ?? []);
      if (block) lines.push('');
    }
  };
  walk(body);
  return lines
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

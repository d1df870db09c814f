import type { SectionElement, SectionNode } from '../../../../src/domain/ownerSections';
import { SECTION_TAGS } from '../../../../src/domain/ownerSections';
import { sectionText } from './sectionText';
import { renderMarkdown, type MarkdownOptions } from './markdown';

function options(overrides: Partial<MarkdownOptions> = {}) {
  const warnings: string[] = [];
  const images: string[] = [];
  const given: MarkdownOptions = {
    key: 'talks',
    firstLine: 5,
    footnoteLabel: 'Footnotes',
    backLabel: (n) => `Back to reference ${n}`,
    image: (src) => {
      images.push(src);
      return Promise.resolve({ src: `/portfolio/static/media/${src}.webp`, width: 10, height: 5 });
    },
    warn: (line, what) => warnings.push(`${line}: ${what}`),
    ...overrides,
  };
  return { given, warnings, images };
}

function elements(nodes: readonly SectionNode[]): SectionElement[] {
  return nodes.flatMap((node) =>
    typeof node === 'string' ? [] : [node, ...elements(node.children ?? [])],
  );
}

const tags = (nodes: readonly SectionNode[]) => elements(nodes).map(({ tag }) => tag);

describe('renderMarkdown', () => {
  it("renders CommonMark with GitHub's tables, task lists, strikethrough and footnotes", async () => {
    const { body } = await renderMarkdown(
      [
        '# Talks',
        '',
        'Some *words*, **strong** ones, ~~old~~ ones and a [link](https://example.org/a).',
        '',
        '| Year | Talk |',
        '| ---: | :--- |',
        '| 2024 | Routing |',
        '',
        '- [x] done',
        '- [ ] to do',
        '',
        '1. one',
        '',
        'A claim.[^1]',
        '',
        '[^1]: Its source.',
      ].join('\n'),
      options().given,
    );
    expect(tags(body)).toEqual(
      expect.arrayContaining([
        'h3',
        'em',
        'strong',
        'del',
        'a',
        'table',
        'th',
        'td',
        'input',
        'ol',
        'sup',
      ]),
    );
    const all = elements(body);
    expect(all.find(({ tag }) => tag === 'th')?.attributes).toEqual({ align: 'right' });
    expect(all.filter(({ tag }) => tag === 'input').map(({ attributes }) => attributes)).toEqual([
      { checked: true },
      undefined,
    ]);
    // The note's anchors carry the section's key, and its links find them.
    const reference = all.find(({ tag, attributes }) => tag === 'a' && attributes?.describedBy);
    expect(reference?.attributes).toEqual({
      href: '#user-content-talks-fn-1',
      id: 'user-content-talks-fnref-1',
      describedBy: 'user-content-talks-footnote-label',
    });
    const ids = all.flatMap(({ attributes }) => (attributes?.id ? [attributes.id] : []));
    expect(ids).toEqual(
      expect.arrayContaining(['user-content-talks-fn-1', 'user-content-talks-footnote-label']),
    );
    expect(all.find(({ attributes }) => attributes?.label)?.attributes?.label).toBe(
      'Back to reference 1',
    );
    const text = sectionText(body);
    expect(text).toContain('Some words, strong ones, old ones and a link.');
    expect(text).not.toContain('↩');
  });

  it("puts the body under the section title: the file's highest heading is h3, none deeper than h6", async () => {
    const { body } = await renderMarkdown('# a\n\n## b\n\n#### c\n\n###### d', options().given);
    expect(tags(body)).toEqual(['h3', 'h4', 'h6', 'h6']);
    const second = await renderMarkdown(
      '## a\n\n### b\n\nText.[^1]\n\n[^1]: Note.',
      options().given,
    );
    expect(tags(second.body).filter((tag) => /^h\d$/.test(tag))).toEqual(['h3', 'h4', 'h3']);
  });

  it('highlights code at build time, with the classes the page styles', async () => {
    const { body } = await renderMarkdown('```ts\nconst x: number = 1;\n```', options().given);
    const code = elements(body).find(({ tag }) => tag === 'code');
    expect(code?.attributes?.className).toBe('hljs language-ts');
    expect(elements(body).some(({ attributes }) => attributes?.className === 'hljs-keyword')).toBe(
      true,
    );
  });

  it('leaves no raw HTML, no script, no event handler, no other scheme and no remote image', async () => {
    const { given, warnings } = options();
    const { body } = await renderMarkdown(
      [
        '<script>alert(1)</script>',
        '',
        'Inline <b onclick="x()">bold</b> and <img src=x onerror=alert(1)>.',
        '',
        '[click](javascript:alert(1)) [data](data:text/html,hi) [mail](mailto:a@b.c) [rel](other.md)',
        '',
        '![remote](https://evil.example/x.png) ![proto](//evil.example/y.png)',
        '',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n'),
      given,
    );
    const json = JSON.stringify(body);
    for (const bad of [
      '<',
      'onclick',
      'onerror',
      'javascript',
      'data:',
      'mailto',
      'evil',
      'iframe',
      'other.md',
    ]) {
      expect([bad, json.includes(bad)]).toEqual([bad, false]);
    }
    expect(tags(body).every((tag) => (SECTION_TAGS as readonly string[]).includes(tag))).toBe(true);
    expect(tags(body)).not.toContain('a');
    const text = sectionText(body);
    expect(text).toContain('click data mail rel');
    // Each, with the file's line (the body starts on line 5).
    expect(warnings).toEqual([
      '5: raw HTML is not shown: write it in Markdown',
      '7: raw HTML is not shown: write it in Markdown',
      '7: raw HTML is not shown: write it in Markdown',
      '7: raw HTML is not shown: write it in Markdown',
      '13: raw HTML is not shown: write it in Markdown',
      '9: the link to "javascript:alert(1)" is shown as text: only http(s) links are',
      '9: the link to "data:text/html,hi" is shown as text: only http(s) links are',
      '9: the link to "mailto:a@b.c" is shown as text: only http(s) links are',
      '9: the link to "other.md" is shown as text: only http(s) links are',
      '11: the image "https://evil.example/x.png" is not shown: put the file in sections/ and link it by its path there',
      '11: the image "//evil.example/y.png" is not shown: put the file in sections/ and link it by its path there',
    ]);
  });

  it("gives the owner's images the site's copy and its size, and keeps their text", async () => {
    const { given, images } = options();
    const { body } = await renderMarkdown('![A photo](photos/me.png "Me")', given);
    expect(images).toEqual(['photos/me.png']);
    expect(elements(body).find(({ tag }) => tag === 'img')?.attributes).toEqual({
      src: '/portfolio/static/media/photos/me.png.webp',
      alt: 'A photo',
      title: 'Me',
      width: 10,
      height: 5,
    });
  });

  it('stops where an image cannot be had', async () => {
    const { given } = options({
      image: (_src, line) => Promise.reject(new Error(`missing at ${line}`)),
    });
    await expect(renderMarkdown('Text\n\n![x](gone.png)', given)).rejects.toThrow('missing at 7');
  });

  it('keeps a table free of whitespace text (React refuses it there)', async () => {
    const { body } = await renderMarkdown('| a |\n| - |\n| 1 |', options().given);
    const table = elements(body).find(({ tag }) => tag === 'table');
    const containers = elements(table ? [table] : []).filter(({ tag }) =>
      ['table', 'thead', 'tbody', 'tr'].includes(tag),
    );
    for (const { children = [] } of containers) {
      expect(children.filter((child) => typeof child === 'string')).toEqual([]);
    }
  });
});

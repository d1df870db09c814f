import { HOSTILE_PROFILE } from '../../../mock/worlds/hostileProfile';
import {
  appendChildren,
  bodyOf,
  createElement,
  elementsOf,
  getAttribute,
  hasTag,
  headOf,
  jsonScript,
  parseDocument,
  requireElement,
  serializeDocument,
  setAttribute,
  setText,
  textOf,
} from './document';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Portfolio</title></head>' +
  '<body><div id=root></div></body></html>';

const the = (
  root: Parameters<typeof requireElement>[0],
  predicate: Parameters<typeof requireElement>[1],
) => requireElement(root, predicate, 'the element');

/** The tag names of a document, in order: what a hostile value must never change. */
const tagsOf = (html: string) => [...elementsOf(parseDocument(html))].map((e) => e.tagName);

describe('the document tree', () => {
  it.each(Object.entries(HOSTILE_PROFILE))(
    'keeps a hostile %s exactly as a text and as an attribute value, adding no element',
    (_, value) => {
      const document = parseDocument(TEMPLATE);
      setText(the(document, hasTag('title')), value);
      appendChildren(headOf(document), [
        createElement('meta', { name: 'description', content: value }),
      ]);
      appendChildren(bodyOf(document), [createElement('p', { title: value }, [value])]);
      const html = serializeDocument(document);

      const reread = parseDocument(html);
      expect(textOf(the(reread, hasTag('title')))).toBe(value);
      expect(getAttribute(the(reread, hasTag('meta')), 'charset')).toBe('utf-8');
      const description = the(reread, (e) => getAttribute(e, 'name') === 'description');
      expect(getAttribute(description, 'content')).toBe(value);
      const paragraph = the(reread, hasTag('p'));
      expect(getAttribute(paragraph, 'title')).toBe(value);
      expect(textOf(paragraph)).toBe(value);
      expect(tagsOf(html)).toEqual(['html', 'head', 'meta', 'title', 'meta', 'body', 'div', 'p']);
    },
  );

  it('writes JSON into a script that no value can end', () => {
    const data = { ...HOSTILE_PROFILE, nested: ['</script>', '<!--', '\u2028'] };
    const document = parseDocument(TEMPLATE);
    appendChildren(bodyOf(document), [jsonScript({ type: 'application/json' }, data)]);
    const html = serializeDocument(document);
    const script = the(parseDocument(html), hasTag('script'));
    expect(JSON.parse(textOf(script))).toEqual(data);
    expect(tagsOf(html)).toEqual(['html', 'head', 'meta', 'title', 'body', 'div', 'script']);
  });

  it('refuses script or style text that would end its element', () => {
    expect(() => createElement('script', {}, ['a</script><script>b'])).toThrow(/end it early/);
    expect(() => createElement('style', {}, ['a</STYLE>'])).toThrow(/end it early/);
    expect(() => setText(createElement('script'), '<!-- x')).toThrow(/end it early/);
    expect(createElement('p', {}, ['</script>']).childNodes).toHaveLength(1);
  });

  it('sets an attribute in place or adds it, and writes a valueless one', () => {
    const element = createElement('script', { defer: true, src: 'a.js' });
    setAttribute(element, 'src', 'b.js');
    setAttribute(element, 'data-x', '$&');
    const document = parseDocument(TEMPLATE);
    appendChildren(bodyOf(document), [element]);
    expect(serializeDocument(document)).toContain('<script defer="" src="b.js" data-x="$&amp;">');
  });
});

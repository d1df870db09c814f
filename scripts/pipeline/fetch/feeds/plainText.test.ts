import { cleanText, htmlToText, titleText } from './plainText';

describe('htmlToText', () => {
  it('keeps the text of markup and decodes entities', () => {
    expect(
      htmlToText(
        '<p>Some <b>bold</b> &amp; <a href="https://x.org">linked</a> text&nbsp;&#8217;</p>',
      ),
    ).toBe('Some bold & linked text ’');
  });

  it('drops the text of scripts, styles and other hidden elements', () => {
    expect(
      htmlToText(
        '<style>p{color:red}</style><p>Visible</p><script>alert(1)</script><noscript><img src=x></noscript><template><p>t</p></template><iframe src="https://x"></iframe>',
      ),
    ).toBe('Visible');
  });

  it('separates blocks and line breaks, and collapses whitespace', () => {
    expect(
      htmlToText('<h2>Title</h2><p>One\n\n   two</p><ul><li>a</li><li>b</li></ul>x<br>y'),
    ).toBe('Title One two a b x y');
  });

  it('leaves no markup however broken the HTML is', () => {
    expect(htmlToText('<p>open <b>never closed <i>and <img src=x onerror=alert(1)> done')).toBe(
      'open never closed and done',
    );
    expect(htmlToText('a < b and c > d')).toBe('a < b and c > d');
  });

  it('is empty for markup without text', () => {
    expect(htmlToText('<p><img src="x.png" alt="a picture"></p>')).toBe('');
  });
});

describe('titleText', () => {
  it('reduces formatting markup to its text and decodes entities', () => {
    expect(titleText('<em>Hi</em> &amp; <code>bye</code> &#8212; ok')).toBe('Hi & bye — ok');
  });

  it('keeps a script in a title as the text it is', () => {
    expect(titleText('Escaping <script>alert(1)</script> in React')).toBe(
      'Escaping <script>alert(1)</script> in React',
    );
  });

  it('keeps tags the author wrote about, in their own spelling', () => {
    expect(titleText('Using <details> in HTML')).toBe('Using <details> in HTML');
    expect(titleText('Generics: Array<T> explained')).toBe('Generics: Array<T> explained');
    expect(titleText('<img src=x onerror=alert(1)> is an XSS')).toBe(
      '<img src=x onerror=alert(1)> is an XSS',
    );
  });

  it('keeps a template element and its content as written', () => {
    expect(titleText('Before <template><b>x</b></template> after')).toBe(
      'Before <template>x</template> after',
    );
  });

  it('keeps plain text with angle brackets and ampersands', () => {
    expect(titleText('a < b && AT&T > c')).toBe('a < b && AT&T > c');
  });
});

describe('cleanText', () => {
  it('drops controls, bidirectional overrides and zero-width spaces, and keeps emoji joiners', () => {
    expect(cleanText(' a\u0000b\u202Ec\u200Bd\u2066e\tf\n\ng 👩\u200D💻 ')).toBe(
      'abcde f g 👩\u200D💻',
    );
  });
});

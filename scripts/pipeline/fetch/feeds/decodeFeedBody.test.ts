/** @jest-environment node */
import { decodeFeedBody } from './decodeFeedBody';

const bytes = (values: number[] | string) =>
  (typeof values === 'string' ? new TextEncoder().encode(values) : new Uint8Array(values))
    .buffer as ArrayBuffer;

describe('decodeFeedBody', () => {
  it('reads UTF-8 by default, without its byte order mark', () => {
    expect(
      decodeFeedBody(bytes([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('<rss>é</rss>')]), null),
    ).toBe('<rss>é</rss>');
  });

  it("follows the Content-Type's charset", () => {
    expect(
      decodeFeedBody(bytes([0x3c, 0x61, 0x3e, 0xe9]), 'application/rss+xml; charset=ISO-8859-1'),
    ).toBe('<a>é');
  });

  it("follows the XML declaration's encoding without a charset", () => {
    const head = new TextEncoder().encode('<?xml version="1.0" encoding="windows-1252"?><t>');
    expect(decodeFeedBody(bytes([...head, 0x93, 0x41, 0x94]), 'text/xml')).toBe(
      '<?xml version="1.0" encoding="windows-1252"?><t>“A”',
    );
  });

  it('reads ISO-8859-1 as windows-1252, as browsers do: € and Ÿ are characters', () => {
    expect(decodeFeedBody(bytes([0x80, 0x9f, 0xe9]), 'text/xml; charset=iso-8859-1')).toBe('€Ÿé');
  });

  it('falls back to UTF-8 for an unknown label', () => {
    expect(decodeFeedBody(bytes('<t>é</t>'), 'text/xml; charset=x-unknown')).toBe('<t>é</t>');
  });
});

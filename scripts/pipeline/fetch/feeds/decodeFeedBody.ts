/**
 * A feed's bytes as text, in the encoding it declares: the Content-Type's charset first, then the XML
 * declaration's encoding (older blogs still send ISO-8859-1 or windows-1252), else UTF-8. A byte
 * order mark wins over both, as the encoding standard says.
 */

const XML_ENCODING = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

/**
 * windows-1252's characters at 0x80-0x9F (curly quotes, dashes, €), which Node 20's decoder reads as
 * ISO-8859-1's controls though the encoding standard maps the labels latin1 and iso-8859-1 here too.
 * The five bytes without a character stay as they are.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function windows1252(text: string): string {
  return text.replace(/[\u0080-\u009F]/g, (c) => WINDOWS_1252_HIGH.charAt(c.charCodeAt(0) - 0x80));
}

function decoderFor(label: string | undefined): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim().toLowerCase());
  } catch {
    // An unknown label: UTF-8 is the best guess left.
    return null;
  }
}

function charsetOf(contentType: string | null): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
}

export function decodeFeedBody(bytes: ArrayBuffer, contentType: string | null): string {
  const view = new Uint8Array(bytes);
  const bom =
    view[0] === 0xef && view[1] === 0xbb && view[2] === 0xbf
      ? 'utf-8'
      : view[0] === 0xfe && view[1] === 0xff
        ? 'utf-16be'
        : view[0] === 0xff && view[1] === 0xfe
          ? 'utf-16le'
          : undefined;
  // The declaration is ASCII in every encoding a feed uses in practice.
  const declared = XML_ENCODING.exec(new TextDecoder('latin1').decode(view.subarray(0, 200)))?.[1];
  const decoder =
    decoderFor(bom) ??
    decoderFor(charsetOf(contentType)) ??
    decoderFor(declared) ??
    new TextDecoder();
  const text = decoder.decode(view);
  return decoder.encoding === 'windows-1252' ? windows1252(text) : text;
}

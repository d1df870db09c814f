/** @jest-environment node */
import type * as FsPromises from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import { identiconPng } from '../../../mock/avatarPng';
import { avatarDataUrl, initials, OG_IMAGE_SIZE, renderOgImage, type OgCardInput } from './ogImage';

// Counts the font files read: the cost a build pays once, whatever the machine's speed.
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof FsPromises>('node:fs/promises');
  return { ...actual, readFile: jest.fn(actual.readFile) };
});

/** The files of @fontsource/inter read in this test so far (its unicode.json and its woff files). */
const fontReads = () =>
  jest.mocked(readFile).mock.calls.filter(([file]) => String(file).includes('@fontsource/inter'))
    .length;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height from the IHDR chunk, which must come first. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const ADA: OgCardInput = {
  name: 'Ada Lovelace',
  login: 'ada-lovelace',
  headline: 'Analytical engines and numerical methods',
  avatar: identiconPng('ada', 64),
  stats: ['6 repositories', '3 organizations', '4 GitLab projects'],
  siteLabel: 'ada-lovelace.github.io/portfolio',
  badge: 'Portfolio',
};

// The first render also reads and parses the fonts.
jest.setTimeout(30_000);

describe('renderOgImage', () => {
  it('renders a 1200 × 630 PNG with an avatar, reading the fonts only the first time', async () => {
    const png = await renderOgImage(ADA);
    expect(pngSize(png)).toEqual(OG_IMAGE_SIZE);
    // The file's first render (clearMocks empties the count before each test): unicode.json and
    // 7 subsets in 2 weights.
    expect(fontReads()).toBe(1 + 7 * 2);

    // Later renders reuse the parsed fonts, and draw the same card.
    expect((await renderOgImage(ADA)).equals(png)).toBe(true);
    expect(fontReads()).toBe(1 + 7 * 2);
  });

  it('renders without an avatar (the initials instead), and the avatar shows', async () => {
    const without = await renderOgImage({ ...ADA, avatar: null });
    expect(pngSize(without)).toEqual(OG_IMAGE_SIZE);
    expect(without.equals(await renderOgImage(ADA))).toBe(false);
  });

  it('treats an avatar that is not a complete PNG or JPEG as none', async () => {
    const without = await renderOgImage({ ...ADA, avatar: null });
    const notImages = [
      new Uint8Array(0),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('GIF89a................'),
      identiconPng('ada', 64).subarray(0, 60), // truncated PNG
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]), // truncated JPEG
    ];
    for (const avatar of notImages) {
      expect((await renderOgImage({ ...ADA, avatar })).equals(without)).toBe(true);
    }
  });

  it('still renders inside the card with a very long name, headline, stats and site label', async () => {
    const long: OgCardInput = {
      name: 'Maximilian Alexander Wolfgang von Hohenzollern-Sigmaringen '.repeat(4),
      login: 'a-very-long-login-'.repeat(6),
      headline: `${'Supercalifragilistic'.repeat(20)} ${'and a very long bio '.repeat(40)}`,
      avatar: ADA.avatar, // the initials would change with the name
      stats: Array.from({ length: 12 }, (_, i) => `${i} extremely long statistic label `.repeat(3)),
      siteLabel: 'a-long-subdomain.github.io/'.repeat(10),
      badge: 'Portfolio',
    };
    const png = await renderOgImage(long);
    expect(pngSize(png)).toEqual(OG_IMAGE_SIZE);

    // The text is cut at the card's edge: whatever follows the cut changes nothing.
    const longer = await renderOgImage({
      ...long,
      name: `${long.name}and more`,
      login: `${long.login}and-more`,
      headline: `${long.headline ?? ''} and more`,
      stats: [...long.stats, 'one more'],
      siteLabel: `${long.siteLabel ?? ''}more`,
    });
    expect(longer.equals(png)).toBe(true);
  });

  it('renders names in other scripts, and drops the characters no font has (no boxes)', async () => {
    const png = await renderOgImage({ ...ADA, name: 'Łukasz Дмитрий Nguyễn Δ', avatar: null });
    expect(pngSize(png)).toEqual(OG_IMAGE_SIZE);

    const plain = await renderOgImage({ ...ADA, name: 'Ada', headline: 'Engines' });
    const withEmoji = await renderOgImage({ ...ADA, name: 'Ada 🚀', headline: 'Engines 山田' });
    expect(withEmoji.equals(plain)).toBe(true);
  });

  it('shows the login when the name is empty or has nothing to draw', async () => {
    const byLogin = await renderOgImage({ ...ADA, name: 'ada-lovelace' });
    expect((await renderOgImage({ ...ADA, name: '  ' })).equals(byLogin)).toBe(true);
    expect((await renderOgImage({ ...ADA, name: '山田太郎' })).equals(byLogin)).toBe(true);
  });

  it('writes the corner word it is given: the page’s language', async () => {
    const english = await renderOgImage(ADA);
    expect((await renderOgImage({ ...ADA, badge: 'Portfólio' })).equals(english)).toBe(false);
  });

  it('renders a minimal card: no headline, stats or site label', async () => {
    const png = await renderOgImage({ ...ADA, headline: null, stats: [], siteLabel: null });
    expect(pngSize(png)).toEqual(OG_IMAGE_SIZE);
  });
});

describe('avatarDataUrl', () => {
  it('embeds PNG and JPEG by their magic bytes', () => {
    expect(avatarDataUrl(identiconPng('x', 16))).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0xff, 0xd9]);
    expect(avatarDataUrl(jpeg)).toBe(
      `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}`,
    );
  });

  it('uses only the bytes of the view it is given', () => {
    const png = identiconPng('x', 16);
    const framed = Buffer.concat([Buffer.from('junk'), png, Buffer.from('junk')]);
    const view = new Uint8Array(framed.buffer, framed.byteOffset + 4, png.length);
    expect(avatarDataUrl(view)).toBe(`data:image/png;base64,${png.toString('base64')}`);
  });

  it('gives null for anything else', () => {
    expect(avatarDataUrl(null)).toBeNull();
    expect(avatarDataUrl(Buffer.from('GIF89a'))).toBeNull();
    expect(avatarDataUrl(identiconPng('x', 16).subarray(0, 40))).toBeNull();
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words, else of the login', () => {
    expect(initials('Ada Lovelace', 'ada')).toBe('AL');
    expect(initials('Ada King Lovelace', 'ada')).toBe('AL');
    expect(initials('łukasz', 'x')).toBe('Ł');
    expect(initials('', 'grace-hopper')).toBe('GH');
    expect(initials(' ', ' ')).toBe('?');
  });
});

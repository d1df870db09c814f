/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DARK_TOKENS, LIGHT_TOKENS, pageColors, withAccent } from './pageColors';

const ROOT = path.resolve(__dirname, '../../..');
const HEX = /#[0-9a-f]{6}\b/gi;
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|oklch|lab|lch)\(/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

describe('the page’s colours, each written once', () => {
  /** The one source: the page's colours, and what antd's light and dark themes take of them. */
  const sources = ['pageColors.ts', 'lightTokens.ts', 'darkTokens.ts'].map((file) =>
    path.join('src', 'lib', 'colors', file),
  );
  const text = sources.map((file) => readFileSync(path.join(ROOT, file), 'utf8')).join('\n');
  const declared = new Set((text.match(HEX) ?? []).map((hex) => hex.toLowerCase()));

  it('leaves src/index.css no colour of its own: it reads each with var()', () => {
    const css = readFileSync(path.join(ROOT, 'src/index.css'), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    expect(css.match(COLOUR_LITERAL)).toBeNull();
  });

  it('writes each value once in its modules, and no other source file writes one of them', () => {
    const counts = new Map<string, number>();
    for (const hex of text.match(HEX) ?? []) {
      counts.set(hex.toLowerCase(), (counts.get(hex.toLowerCase()) ?? 0) + 1);
    }
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
    const elsewhere = [...sourceFiles('src'), ...sourceFiles('scripts')]
      .filter((file) => !sources.includes(file))
      .flatMap((file) =>
        (readFileSync(path.join(ROOT, file), 'utf8').match(HEX) ?? [])
          .filter((hex) => declared.has(hex.toLowerCase()))
          .map((hex) => `${file}: ${hex}`),
      );
    expect(elsewhere).toEqual([]);
  });

  it('gives antd and the page’s CSS the same colours', () => {
    expect(pageColors('light')).toMatchObject(LIGHT_TOKENS);
    expect(pageColors('dark')).toMatchObject(DARK_TOKENS);
  });
});

describe('withAccent', () => {
  const accent = {
    primary: '#0b7285',
    link: '#0b7285',
    linkHover: '#0d8aa1',
    shades: ['#111111', '#222222', '#333333', '#444444'],
  } as const;

  it('puts the owner’s accent in place of the blue and the calendar’s green, keeping the empty day', () => {
    const light = pageColors('light');
    const colors = withAccent(light, accent);
    expect(colors).toMatchObject({ primary: '#0b7285', link: '#0b7285', linkHover: '#0d8aa1' });
    expect(colors.activity).toEqual([light.activity[0], ...accent.shades]);
    expect(colors.bg).toBe(light.bg);
    expect(withAccent(light, null)).toBe(light);
  });
});

import { sectionText } from './sectionText';
import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  ownerFolder,
  removeOwnerFolder,
  type OwnerFiles,
} from '../../../../test/support/ownerFolder';
import { Stopped } from '../../../lib/cli/stopped';
import {
  misplacedSections,
  readSectionsOrStop,
  readSiteSections,
  sectionKey,
  type SectionsOptions,
} from './readSections';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach(removeOwnerFolder));

function owner(sections: OwnerFiles['sections']): string {
  const dir = ownerFolder({ sections });
  folders.push(dir);
  return dir;
}

function options(overrides: Partial<SectionsOptions> = {}) {
  const warnings: string[] = [];
  const given: SectionsOptions = {
    languages: ['en'],
    publicPath: '/portfolio/',
    warn: (line) => warnings.push(line),
    ...overrides,
  };
  return { given, warnings };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

describe('readSiteSections', () => {
  it('is null without a sections/ folder: the page is as before', async () => {
    await expect(readSiteSections(owner(undefined), options().given)).resolves.toBeNull();
  });

  it("reads each file, in the owner's order (order, then the file name)", async () => {
    const root = owner({
      'b-talks.md': '---\ntitle: Talks\norder: 2\n---\nTalks.',
      'A Now.md': '---\ntitle: Now\norder: 2\nplacement: Tech Stack\n---\nNow.',
      'reading.md': '---\ntitle: Reading\norder: -1\nprint: false\n---\nBooks.',
      'notes.txt': 'not a section',
    });
    const read = await readSiteSections(root, options().given);
    expect(
      read?.byLanguage.en?.map(({ key, title, placement, print }) => [
        key,
        title,
        placement,
        print,
      ]),
    ).toEqual([
      ['reading', 'Reading', 'tab', false],
      ['a-now', 'Now', 'tech-stack', true],
      ['b-talks', 'Talks', 'tab', true],
    ]);
    expect(sectionText(read?.byLanguage.en?.[0]?.body ?? [])).toBe('Books.');
  });

  it("gives each language its own copy of a file, the plain one as the fallback, marked with the site's first language", async () => {
    const root = owner({
      'talks.md': '---\ntitle: Talks\n---\nTalks.',
      'now.md': '---\ntitle: Now\n---\nNow.',
      'de/talks.md': '---\ntitle: Vorträge\n---\nVorträge.',
      'de/only.md': '---\ntitle: Nur Deutsch\n---\nNur.',
      'ja/talks.md': '---\ntitle: 講演\n---\n講演',
    });
    const { given, warnings } = options({ languages: ['en', 'de'] });
    const read = await readSiteSections(root, given);
    expect(read?.byLanguage.en?.map(({ title, language }) => [title, language])).toEqual([
      ['Now', undefined],
      ['Talks', undefined],
    ]);
    expect(read?.byLanguage.de?.map(({ title, language }) => [title, language])).toEqual([
      ['Now', 'en'],
      ['Nur Deutsch', undefined],
      ['Vorträge', undefined],
    ]);
    expect(warnings).toEqual([
      'sections/ja/: the site has no ja page, so its sections are not shown.',
    ]);
  });

  it("resizes the owner's images into the site, once each, with their size", async () => {
    const photo = await png(2400, 1200);
    const root = owner({
      'talks.md': '---\ntitle: Talks\n---\n![Me](img/photo.png) ![Again](./img/photo.png)',
      'img/photo.png': photo,
    });
    const read = await readSiteSections(root, options().given);
    expect(read?.files).toHaveLength(1);
    const [file] = read?.files ?? [];
    expect(file?.file).toMatch(/^static\/media\/section-[\da-f]{8}\.webp$/);
    const meta = await sharp(file?.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 600]);
    const body = JSON.stringify(read?.byLanguage.en?.[0]?.body);
    expect(body).toContain(`"src":"/portfolio/${file?.file}"`);
    expect(body).toContain('"width":1200,"height":600');
  });

  it.each([
    [
      'a missing image',
      { 'talks.md': '---\ntitle: T\n---\n\n![x](gone.png)' },
      'sections/talks.md:5',
      'not in sections/',
    ],
    [
      'an image outside the folder',
      { 'talks.md': '---\ntitle: T\n---\n![x](../.env)' },
      'sections/talks.md:4',
      'outside sections/',
    ],
    [
      'a file that is no image',
      { 'talks.md': '---\ntitle: T\n---\n![x](notes.txt)', 'notes.txt': 'hi' },
      'sections/talks.md:4',
      'not a PNG',
    ],
    [
      'a broken image',
      { 'talks.md': '---\ntitle: T\n---\n![x](bad.png)', 'bad.png': 'not a png' },
      'sections/talks.md:4',
      'cannot be read as an image',
    ],
    [
      'broken front matter',
      { 'de/talks.md': '---\ntitle: [\n---\n' },
      'sections/de/talks.md:2',
      'not valid YAML',
    ],
    [
      'two files of one key',
      { 'a b.md': '---\ntitle: A\n---\n', 'a-b.md': '---\ntitle: B\n---\n' },
      'sections/a-b.md:1',
      'same name as sections/a b.md',
    ],
  ])(
    'stops the build on %s, with the file, the line and the fix',
    async (_, files, where, problem) => {
      const root = owner(files);
      const read = readSectionsOrStop(root, options({ languages: ['en', 'de'] }).given);
      await expect(read).rejects.toThrow(Stopped);
      await expect(read).rejects.toThrow(`Section error: ${where}: `);
      await expect(read).rejects.toThrow(problem);
      await expect(read).rejects.toThrow('docs/your-sections.md');
    },
  );

  it('refuses an image reached through a link out of the folder', async () => {
    const root = owner({ 'talks.md': '---\ntitle: T\n---\n![x](link.png)' });
    writeFileSync(path.join(root, 'secret.png'), await png(4, 4));
    symlinkSync(path.join(root, 'secret.png'), path.join(root, 'sections', 'link.png'));
    await expect(readSiteSections(root, options().given)).rejects.toThrow(
      'sections/talks.md:4: names the image "link.png", outside sections/',
    );
  });
});

describe('sectionKey', () => {
  it('makes a file name a key of letters, digits and dashes', () => {
    expect(sectionKey('My Talks (2024).md')).toBe('my-talks-2024');
    expect(sectionKey('über.md')).toBe('ber');
    expect(sectionKey('!!!.md')).toBe('section');
  });
});

describe('misplacedSections', () => {
  const section = (
    title: string,
    placement: 'experience' | 'writing' | 'github' | 'tab' | 'forgejo',
  ) => ({
    key: title,
    title,
    order: 0,
    placement,
    print: true,
    body: [],
    text: '',
  });
  const sections = [
    section('A', 'experience'),
    section('B', 'writing'),
    section('C', 'github'),
    section('D', 'tab'),
  ];

  it('names each section placed in a story tab the site has not', () => {
    expect(
      misplacedSections([...sections, section('E', 'forgejo')], {
        experience: false,
        writing: false,
        forgejo: false,
      }),
    ).toEqual([
      'Section "A" is placed in the Experience tab, which this site has not (no resume with work, education or the like): it is shown as a tab of its own',
      'Section "B" is placed in the Writing tab, which this site has not (no feeds): it is shown as a tab of its own',
      'Section "E" is placed in the Forgejo Projects tab, which this site has not (no REACT_APP_FORGEJO_URL): it is shown as a tab of its own',
    ]);
    expect(misplacedSections(sections, { experience: true, writing: true, forgejo: true })).toEqual(
      [],
    );
  });
});

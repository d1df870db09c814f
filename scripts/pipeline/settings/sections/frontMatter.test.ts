import { SectionFileError, splitSectionFile } from './frontMatter';

const FILE = 'sections/talks.md';

function errorOf(source: string): SectionFileError {
  try {
    splitSectionFile(FILE, source);
  } catch (error) {
    if (error instanceof SectionFileError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('splitSectionFile', () => {
  it('reads the keys, with their defaults, and where the body starts', () => {
    expect(splitSectionFile(FILE, '---\ntitle: Talks\n---\nHello\n')).toEqual({
      frontMatter: { title: 'Talks', order: 0, placement: 'tab', print: true },
      body: 'Hello\n',
      bodyLine: 4,
    });
    expect(
      splitSectionFile(
        FILE,
        '\uFEFF---\r\ntitle: " Now "\r\norder: -2.5\r\nplacement: Tech Stack\r\nprint: false\r\nresume: references\r\n---\r\n',
      ).frontMatter,
    ).toEqual({
      title: 'Now',
      order: -2.5,
      placement: 'tech-stack',
      print: false,
      resume: 'references',
    });
  });

  it.each([
    ['no front matter', 'Hello', 1, 'has no front matter'],
    ['one that never ends', '---\ntitle: x\nHello', 1, 'never ends'],
    ['broken YAML', '---\ntitle: x\norder: [1\n---\n', 3, 'not valid YAML'],
    ['an unknown key', '---\ntitle: x\n\ncolour: red\n---\n', 4, 'unknown key "colour"'],
    [
      'an unknown placement',
      '---\ntitle: x\nplacement: Projects\n---\n',
      3,
      'unknown placement "Projects"',
    ],
    ['no title', '---\norder: 1\n---\n', 2, 'has no title'],
    ['an empty title', '---\ntitle: "  "\n---\n', 2, 'has no title'],
    ['a list as title', '---\ntitle:\n  - a\n---\n', 2, 'not a single value'],
    [
      'an order that is text',
      '---\ntitle: x\norder: first\n---\n',
      3,
      'order that is not a number',
    ],
    [
      'a print that is text',
      '---\ntitle: x\nprint: yes please\n---\n',
      3,
      'neither true nor false',
    ],
    ['a resume place JSON Resume lacks', '---\ntitle: x\nresume: hobbies\n---\n', 3, 'references'],
    ['a list, not keys', '---\n- a\n---\n', 2, 'not a list of keys'],
  ])('stops on %s, naming the file and the line', (_, source, line, problem) => {
    const error = errorOf(source);
    expect(error.line).toBe(line);
    expect(error.message).toContain(`${FILE}:${line}: `);
    expect(error.message).toContain(problem);
  });

  it('names the tabs a section may join', () => {
    expect(errorOf('---\ntitle: x\nplacement: Blog\n---\n').message).toContain(
      'GitHub Projects, GitLab Projects, Tech Stack, Forgejo Projects, Experience, Writing',
    );
  });
});

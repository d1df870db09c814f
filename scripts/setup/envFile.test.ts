/** @jest-environment node */
import { parse } from 'dotenv';
import { EnvEditError, editEnv, formatEnvValue, updateEnvText } from './envFile';

const OWNER_ENV = [
  '# My portfolio settings',
  'REACT_APP_SORT=name',
  '',
  '# who I am',
  'REACT_APP_GITHUB_USERNAME=old-login # set by hand',
  'export REACT_APP_SHOW_FORKS=true',
  'MY_OWN_THING="keep me"',
  '',
].join('\n');

describe('updateEnvText', () => {
  it('keeps comments, blank lines, order and unrelated variables; replaces in place; appends the rest', () => {
    const text = updateEnvText(OWNER_ENV, {
      REACT_APP_GITHUB_USERNAME: 'octo-dev',
      REACT_APP_GITHUB_ALLOWED_ORG: 'acme-labs',
      REACT_APP_GITHUB_ALLOWED_REPOS: 'widget-engine,data-pipes',
    });
    expect(text).toBe(
      [
        '# My portfolio settings',
        'REACT_APP_SORT=name',
        '',
        '# who I am',
        'REACT_APP_GITHUB_USERNAME=octo-dev # set by hand',
        'export REACT_APP_SHOW_FORKS=true',
        'MY_OWN_THING="keep me"',
        'REACT_APP_GITHUB_ALLOWED_ORG=acme-labs',
        'REACT_APP_GITHUB_ALLOWED_REPOS=widget-engine,data-pipes',
        '',
      ].join('\n'),
    );
    expect(parse(text)).toEqual({
      REACT_APP_SORT: 'name',
      REACT_APP_GITHUB_USERNAME: 'octo-dev',
      REACT_APP_SHOW_FORKS: 'true',
      MY_OWN_THING: 'keep me',
      REACT_APP_GITHUB_ALLOWED_ORG: 'acme-labs',
      REACT_APP_GITHUB_ALLOWED_REPOS: 'widget-engine,data-pipes',
    });
  });

  it('keeps `export` and the colon form in place', () => {
    expect(updateEnvText('export REACT_APP_SORT=stars\n', { REACT_APP_SORT: 'name' })).toBe(
      'export REACT_APP_SORT=name\n',
    );
    expect(updateEnvText('REACT_APP_SORT: stars\nB=1\n', { REACT_APP_SORT: 'name' })).toBe(
      'REACT_APP_SORT=name\nB=1\n',
    );
  });

  it('leaves the text byte for byte as it was when nothing changes', () => {
    const text = "REACT_APP_WEBSITE_URL='https://you.dev'   # quoted by hand\r\n";
    expect(updateEnvText(text, { REACT_APP_WEBSITE_URL: 'https://you.dev' })).toBe(text);
    expect(updateEnvText('', {})).toBe('');
  });

  it('writes a new file, and ends a last line without a newline before appending', () => {
    expect(updateEnvText('', { REACT_APP_GITHUB_USERNAME: 'octo-dev' })).toBe(
      'REACT_APP_GITHUB_USERNAME=octo-dev\n',
    );
    expect(updateEnvText('A=1', { REACT_APP_GITHUB_USERNAME: 'octo-dev' })).toBe(
      'A=1\nREACT_APP_GITHUB_USERNAME=octo-dev\n',
    );
  });

  it('keeps Windows line ends', () => {
    expect(updateEnvText('# x\r\nA=1\r\n', { A: '2', B: '3' })).toBe('# x\r\nA=2\r\nB=3\r\n');
  });

  it('gives every duplicate the new value, since dotenv reads the last one', () => {
    const text = updateEnvText('A=first\nB=1\nA=second\n', { A: 'new' });
    expect(text).toBe('A=new\nB=1\nA=new\n');
    expect(parse(text).A).toBe('new');
  });

  it('clears a variable with an empty value, and adds no line for an absent one', () => {
    const edit = editEnv('REACT_APP_GITHUB_ALLOWED_ORG=acme-labs\n', {
      REACT_APP_GITHUB_ALLOWED_ORG: '',
      REACT_APP_GITHUB_ALLOWED_REPOS: '',
    });
    expect(edit.text).toBe('REACT_APP_GITHUB_ALLOWED_ORG=\n');
    expect(edit.changes.map((change) => change.kind)).toEqual(['cleared', 'unchanged']);
  });

  it('does not mistake a line inside a multi-line quoted value for a definition', () => {
    const text = 'NOTE="first line\nREACT_APP_GITHUB_USERNAME=not-a-setting"\n';
    const updated = updateEnvText(text, { REACT_APP_GITHUB_USERNAME: 'octo-dev' });
    expect(updated).toBe(`${text}REACT_APP_GITHUB_USERNAME=octo-dev\n`);
    expect(parse(updated)).toEqual({
      NOTE: 'first line\nREACT_APP_GITHUB_USERNAME=not-a-setting',
      REACT_APP_GITHUB_USERNAME: 'octo-dev',
    });
  });

  it('reports each change with the value before', () => {
    expect(editEnv('A=1\nB=2\n', { A: '1', B: '3', C: '4' }).changes).toEqual([
      { name: 'A', before: '1', after: '1', kind: 'unchanged' },
      { name: 'B', before: '2', after: '3', kind: 'changed' },
      { name: 'C', before: null, after: '4', kind: 'added' },
    ]);
  });

  it.each([
    'https://you.dev/#about',
    'two words',
    '  padded  ',
    "it's",
    'say "hi"',
    'back`tick',
    "single ' and `back`",
    `double " and 'single'`,
    'a=b=c',
    'C:\\path\\to',
    'literal \\n is not a newline',
    '#hash first',
    '',
    'Zoë 👩‍💻 日本',
  ])('round-trips %j through dotenv.parse', (value) => {
    const text = updateEnvText('# keep\nOTHER=1\nVALUE=old\n', { VALUE: value });
    expect(parse(text)).toEqual({ OTHER: '1', VALUE: value });
    expect(text.startsWith('# keep\nOTHER=1\n')).toBe(true);
    // Appended at the end too.
    expect(parse(updateEnvText('OTHER=1\n', { VALUE: value }))).toEqual(
      value === '' ? { OTHER: '1' } : { OTHER: '1', VALUE: value },
    );
  });

  it('quotes only what needs it', () => {
    expect(formatEnvValue('octo-dev')).toBe('octo-dev');
    expect(formatEnvValue('https://you.dev/#about')).toBe("'https://you.dev/#about'");
    expect(formatEnvValue("it's")).toBe("`it's`");
  });

  it.each([
    ['a line break', 'one\ntwo', /line break/],
    ['a carriage return', 'one\rtwo', /line break/],
    ['a line separator', 'one\u2028two', /line break/],
    ['a control character', 'bell\u0007', /control character/],
    ['every kind of quote', `it's "a" \`b\``, /single, double and back quotes/],
  ])('refuses a value with %s', (_, value, message) => {
    expect(() => updateEnvText('A=1\n', { VALUE: value })).toThrow(EnvEditError);
    expect(() => updateEnvText('A=1\n', { VALUE: value })).toThrow(message);
  });

  it('writes a trailing backslash bare, and refuses it where it needs quotes', () => {
    expect(parse(updateEnvText('', { VALUE: 'C:\\dir\\' })).VALUE).toBe('C:\\dir\\');
    expect(() => updateEnvText('', { VALUE: 'my dir\\' })).toThrow(/ends with a backslash/);
  });

  it('takes another kind of quotes when the owner left one open above', () => {
    // NOTE='#1 dev' would close B's quote, and the rest would read as a comment.
    const text = updateEnvText("B='y\n", { NOTE: '#1 dev' });
    expect(text).toBe("B='y\nNOTE=`#1 dev`\n");
    expect(parse(text)).toEqual({ B: "'y", NOTE: '#1 dev' });
  });

  it('refuses an edit that would read back differently, rather than write it', () => {
    // Every kind of quote left open: whatever quotes setup writes would join lines.
    expect(() => updateEnvText('B=\'y\nC="x\nD=`z\n', { E: '#' })).toThrow(
      /could not be edited safely: [A-Z] would read back differently/,
    );
  });

  it('names the variable whose value it refuses', () => {
    expect(() => updateEnvText('', { REACT_APP_WEBSITE_URL: 'a\nb' })).toThrow(
      'REACT_APP_WEBSITE_URL contains a line break',
    );
  });

  it.each(['GITHUB_TOKEN', 'GITLAB_TOKEN', 'REACT_APP_GITHUB_TOKEN_KEY', 'MY_SECRET'])(
    'never writes a secret (%s)',
    (name) => {
      expect(() => updateEnvText('', { [name]: 'ghp_x' })).toThrow(/secret/);
    },
  );

  it('refuses names dotenv would not read', () => {
    expect(() => updateEnvText('', { 'NOT A NAME': 'x' })).toThrow(/not a variable name/);
  });
});

import { CommandLineError } from '../lib/cli/commandLine';
import { startLanguage } from './startLanguage';

describe('startLanguage', () => {
  it('serves the site’s first language by default', () => {
    expect(startLanguage([], ['de', 'en'])).toBe('de');
  });

  it('serves another of the site’s languages when asked, in any case', () => {
    expect(startLanguage(['--language', 'en'], ['de', 'en'])).toBe('en');
    expect(startLanguage(['--language=PT-br'], ['en', 'pt-BR'])).toBe('pt-BR');
  });

  it('refuses a language the site is not built in, naming the site’s', () => {
    expect(() => startLanguage(['--language', 'fr'], ['en', 'de'])).toThrow(
      new CommandLineError(
        '--language fr is not a language of this site (en, de); REACT_APP_LANGUAGES lists them',
      ),
    );
    expect(() => startLanguage(['--language'], ['en'])).toThrow('--language needs a value');
    expect(() => startLanguage(['--lang', 'de'], ['en'])).toThrow(CommandLineError);
  });

  it('gives null for --help', () => {
    expect(startLanguage(['--help'], ['en'])).toBeNull();
  });
});

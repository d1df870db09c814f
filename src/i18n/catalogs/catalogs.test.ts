/**
 * The translated catalogs against the English one (messages.ts): every key and no other, the same
 * `{placeholders}` in every text (each plural form too), and a plural form for every category an
 * integer count takes in the language. A catalog that falls short would show English, or a raw
 * `{name}`, on its page.
 */
import { ENGLISH_FORMAT } from '../english';
import { LANGUAGES, type Language } from '../languages';
import type { PageLocale } from '../locale';
import { EN, type Catalog, type Message, type MessageKey, type PluralMessage } from '../messages';
import { translate } from '../translate';
import { CATALOGS } from '.';

const TRANSLATED = (Object.keys(LANGUAGES) as Language[]).filter((language) => language !== 'en');

const KEYS = Object.keys(EN) as MessageKey[];

type Category = Intl.LDMLPluralRule;

/** The `{name}`s of a text, each once, sorted. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();
}

/** The plural categories an integer count can take in the language (French: one, other). */
function integerCategories(language: string): Category[] {
  const rules = new Intl.PluralRules(language);
  const seen = new Set<Category>();
  for (let count = 0; count <= 1000; count += 1) seen.add(rules.select(count));
  return rules.resolvedOptions().pluralCategories.filter((category) => seen.has(category));
}

function forms(message: PluralMessage): [Category, string][] {
  return Object.entries(message).filter(
    (entry): entry is [Category, string] => typeof entry[1] === 'string',
  );
}

/** What is wrong with one message of a catalog, as sentences naming the key. */
function messageProblems(language: string, key: string, english: Message, translated: Message) {
  const problems: string[] = [];
  const compare = (where: string, source: string, text: string) => {
    const expected = placeholders(source).join(', ');
    const actual = placeholders(text).join(', ');
    if (expected !== actual) {
      problems.push(`${key}${where}: placeholders {${actual}} instead of {${expected}}`);
    }
  };
  if (typeof english === 'string' || typeof translated === 'string') {
    if (typeof english !== typeof translated) {
      problems.push(`${key}: ${typeof english === 'string' ? 'a text' : 'plural forms'} expected`);
    } else compare('', english as string, translated as string);
    return problems;
  }
  const needed = integerCategories(language);
  const known = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const category of needed) {
    if (translated[category] === undefined) problems.push(`${key}: no "${category}" form`);
  }
  for (const [category, text] of forms(translated)) {
    if (!known.includes(category)) {
      problems.push(`${key}: "${category}" is not a plural category of ${language}`);
    }
    compare(`.${category}`, english[category] ?? english.other, text);
  }
  return problems;
}

/** Every problem of a catalog: missing and unknown keys, placeholders, plural forms. */
function catalogProblems(language: string, catalog: Catalog): string[] {
  const problems: string[] = [];
  for (const key of KEYS) {
    const translated = catalog[key];
    if (translated === undefined) problems.push(`${key}: missing`);
    else problems.push(...messageProblems(language, key, EN[key], translated));
  }
  for (const key of Object.keys(catalog)) {
    if (!(key in EN)) problems.push(`${key}: not a key of the English catalog`);
  }
  return problems;
}

/** Every text of a catalog, plural forms included, with its key. */
function texts(catalog: Catalog): [string, string][] {
  return Object.entries(catalog).flatMap(([key, message]): [string, string][] =>
    typeof message === 'string'
      ? [[key, message]]
      : forms(message as PluralMessage).map(([category, text]) => [`${key}.${category}`, text]),
  );
}

function locale(language: Language): PageLocale {
  return {
    language,
    dir: 'ltr',
    messages: { ...EN, ...CATALOGS[language] },
    format: ENGLISH_FORMAT,
    alternates: [],
  };
}

describe('the checks', () => {
  const complete = CATALOGS.de;

  it('pass a complete catalog', () => {
    expect(catalogProblems('de', complete)).toEqual([]);
  });

  it('find a missing key and an unknown one', () => {
    const { 'card.view': _omitted, ...rest } = complete;
    const catalog = { ...rest, 'card.unknown': 'Unbekannt' } as Catalog;
    expect(catalogProblems('de', catalog)).toEqual([
      'card.view: missing',
      'card.unknown: not a key of the English catalog',
    ]);
  });

  it('find a placeholder lost, added or misspelt, in a text and in a plural form', () => {
    const catalog: Catalog = {
      ...complete,
      'card.viewName': 'Ansehen',
      'card.view': 'Ansehen {name}',
      'footer.contact': 'Kontakt: {mail}',
      'highlights.commits': { one: '{count} Commit', other: '{count} Commits in {organizations}' },
    };
    expect(catalogProblems('de', catalog)).toEqual([
      'card.view: placeholders {name} instead of {}',
      'card.viewName: placeholders {} instead of {name}',
      'highlights.commits.one: placeholders {count} instead of {count, organizations}',
      'footer.contact: placeholders {mail} instead of {email}',
    ]);
  });

  it('find a plural form missing, one of another language, and a text for plural forms', () => {
    expect(
      catalogProblems('fr', {
        ...CATALOGS.fr,
        'card.stars': { other: 'étoiles' },
        'card.forks': { one: 'fork', few: 'forks', other: 'forks' },
        'techStack.skills': '{count} compétences',
        'card.view': { other: 'Voir' },
      }),
    ).toEqual([
      'techStack.skills: plural forms expected',
      'card.view: a text expected',
      'card.stars: no "one" form',
      'card.forks: "few" is not a plural category of fr',
    ]);
  });

  it('need only the categories integers take', () => {
    expect(integerCategories('de')).toEqual(['one', 'other']);
    // "many" is French for a million and more: counts this page never shows fall back to other.
    expect(integerCategories('fr')).toEqual(['one', 'other']);
    expect(integerCategories('ja')).toEqual(['other']);
  });
});

describe.each(TRANSLATED)('the %s catalog', (language) => {
  const catalog = CATALOGS[language];

  it('translates every English message, with the same placeholders and every plural form', () => {
    expect(catalogProblems(language, catalog)).toEqual([]);
  });

  it('is plain text, without stray spaces', () => {
    for (const [key, text] of texts(catalog)) {
      expect([key, /<\/?[a-z][^>]*>/i.test(text)]).toEqual([key, false]);
      expect([key, text.trim() === text && !/ {2}/.test(text)]).toEqual([key, true]);
    }
  });
});

describe('the typography of each language', () => {
  it('French has a no-break space before : ; ! ? and typographic apostrophes', () => {
    for (const [key, text] of texts(CATALOGS.fr)) {
      expect([key, /(?:^|[^\u00a0])[:;!?]/.test(text)]).toEqual([key, false]);
      expect([key, text.includes("'")]).toEqual([key, false]);
    }
  });

  it('German, Spanish and Portuguese have no space before a colon', () => {
    for (const language of ['de', 'es', 'pt-BR'] as const) {
      for (const [key, text] of texts(CATALOGS[language])) {
        expect([language, key, /\s[:;!?]/.test(text)]).toEqual([language, key, false]);
      }
    }
  });

  it('Spanish opens an exclamation with ¡', () => {
    for (const [key, text] of texts(CATALOGS.es)) {
      if (text.includes('!')) expect([key, text.includes('¡')]).toEqual([key, true]);
      if (text.includes('?')) expect([key, text.includes('¿')]).toEqual([key, true]);
    }
  });

  it('Japanese uses full-width punctuation', () => {
    for (const [key, text] of texts(CATALOGS.ja)) {
      // A Japanese character next to ASCII punctuation: 、。：（）！ are its forms.
      expect([
        key,
        /[\u3040-\u30ff\u4e00-\u9fff][,.:()!?]|[,.:(!?][\u3040-\u30ff\u4e00-\u9fff]/.test(text),
      ]).toEqual([key, false]);
    }
  });
});

describe('the translations in place', () => {
  it('write the contribution counts as the card shows them', () => {
    const de = locale('de');
    expect(translate(de, 'contributions.count', { count: 5 })).toBe('Beiträge: 5');
    expect(translate(de, 'contributions.percentage', { percentage: '55,56 %' })).toBe(
      'Beitragsanteil: 55,56 %',
    );
    expect(translate(locale('fr'), 'contributions.count', { count: 5 })).toBe(
      'Contributions\u00a0: 5',
    );
    expect(translate(locale('es'), 'contributions.count', { count: 5 })).toBe('Contribuciones: 5');
    expect(translate(locale('pt-BR'), 'contributions.count', { count: 5 })).toBe(
      'Contribuições: 5',
    );
  });

  it('pick the plural form by the language: French and Portuguese count 0 as one', () => {
    const repositories = (language: Language, count: number) =>
      translate(locale(language), 'highlights.repositories', { count });
    expect([0, 1, 2].map((count) => repositories('de', count))).toEqual([
      '0 Repositorys',
      '1 Repository',
      '2 Repositorys',
    ]);
    expect([0, 1, 2].map((count) => repositories('fr', count))).toEqual([
      '0 dépôt',
      '1 dépôt',
      '2 dépôts',
    ]);
    expect([0, 1, 2].map((count) => repositories('pt-BR', count))).toEqual([
      '0 repositório',
      '1 repositório',
      '2 repositórios',
    ]);
    expect([1, 2].map((count) => repositories('ja', count))).toEqual([
      '1件のリポジトリ',
      '2件のリポジトリ',
    ]);
  });

  it('write a resume duration the way each language shortens it', () => {
    const duration = (language: Language, years: number, months: number) => {
      const i18n = locale(language);
      return translate(i18n, 'resume.yearsAndMonths', {
        years: translate(i18n, 'resume.years', { count: years }),
        months: translate(i18n, 'resume.months', { count: months }),
      });
    };
    expect(duration('de', 5, 9)).toBe('5 J. 9 Mon.');
    expect(duration('fr', 1, 1)).toBe('1 an 1 mois');
    expect(duration('es', 5, 1)).toBe('5 años 1 mes');
    expect(duration('pt-BR', 2, 9)).toBe('2 anos 9 meses');
    expect(duration('ja', 5, 9)).toBe('5年9か月');
  });

  it('put a count and the organizations in one sentence', () => {
    const commits = (language: Language) => {
      const i18n = locale(language);
      return translate(i18n, 'highlights.commits', {
        count: 120,
        organizations: translate(i18n, 'highlights.organizations', { count: 3 }),
      });
    };
    expect(commits('de')).toBe('120 Commits in 3 Organisationen');
    expect(commits('fr')).toBe('120 commits dans 3 organisations');
    expect(commits('ja')).toBe('3組織で120件のコミット');
  });
});

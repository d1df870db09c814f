/** Every language's catalog, for the build (a browser only ever gets its page's messages). */
import type { Language } from '../languages';
import type { Catalog } from '../messages';
import { DE } from './de';
import { ES } from './es';
import { FR } from './fr';
import { JA } from './ja';
import { PTBR } from './pt-BR';

export const CATALOGS: Readonly<Record<Language, Catalog>> = {
  en: {},
  de: DE,
  fr: FR,
  es: ES,
  'pt-BR': PTBR,
  ja: JA,
};

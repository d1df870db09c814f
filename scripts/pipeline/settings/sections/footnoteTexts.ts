/**
 * The two texts the build writes into a section with footnotes: the notes' heading (read by a screen
 * reader only) and each note's link back. Build-time texts, so kept here rather than in the page's
 * catalogues, which every page carries.
 */
import type { Language } from '../../../../src/i18n/languages';

export const FOOTNOTE_TEXTS: Readonly<
  Record<Language, { readonly label: string; readonly back: (n: number) => string }>
> = {
  en: { label: 'Footnotes', back: (n) => `Back to reference ${n}` },
  de: { label: 'Fußnoten', back: (n) => `Zurück zum Verweis ${n}` },
  fr: { label: 'Notes de bas de page', back: (n) => `Retour à la référence ${n}` },
  es: { label: 'Notas al pie', back: (n) => `Volver a la referencia ${n}` },
  'pt-BR': { label: 'Notas de rodapé', back: (n) => `Voltar à referência ${n}` },
  ja: { label: '脚注', back: (n) => `参照 ${n} に戻る` },
};

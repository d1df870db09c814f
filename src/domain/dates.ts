/** Date arithmetic of the page's rules; how dates are written is the locale's (src/i18n/translate.ts). */

/** Whole years from one moment to another (an account's age); null when either is not a date. */
export function wholeYears(fromIso: string, reference: number): number | null {
  const time = Date.parse(fromIso);
  if (Number.isNaN(time) || Number.isNaN(reference)) return null;
  const from = new Date(time);
  const to = new Date(reference);
  let years = to.getUTCFullYear() - from.getUTCFullYear();
  const beforeAnniversary =
    to.getUTCMonth() < from.getUTCMonth() ||
    (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() < from.getUTCDate());
  if (beforeAnniversary) years -= 1;
  return Math.max(0, years);
}

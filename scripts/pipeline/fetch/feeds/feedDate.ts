/**
 * A feed item's date as the page's ISO time, or null when it is not a real date. Feeds write RFC 822
 * (RSS: `Tue, 10 Jun 2025 04:00:00 GMT`) or RFC 3339 (Atom, JSON Feed, Dublin Core:
 * `2025-06-10T04:00:00Z`); only those are read. `Date.parse` alone would accept nearly anything
 * (`"2"` is the year 2001) and read a time without zone in the build machine's zone.
 */

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*([Zz]|[+-]\d{2}:?\d{2})?)?$/;
const RFC_822 =
  /^(?:[A-Za-z]{3,9},?\s+)?(\d{1,2})\s+([A-Za-z]{3,9})\.?\s+(\d{2}|\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([A-Za-z]{1,5}|[+-]\d{4})?$/;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** RFC 822's named zones, in hours from UTC; any other name is read as UTC (hours off at most). */
const ZONES: Readonly<Record<string, number>> = {
  ut: 0,
  utc: 0,
  gmt: 0,
  z: 0,
  est: -5,
  edt: -4,
  cst: -6,
  cdt: -5,
  mst: -7,
  mdt: -6,
  pst: -8,
  pdt: -7,
};

/** Minutes east of UTC of `+02:00`, `-0500`, `Z` or a zone name. */
function offsetMinutes(zone: string | undefined): number {
  if (!zone) return 0;
  const numeric = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (numeric) {
    const [, sign, hours = '0', minutes = '0'] = numeric;
    return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  }
  return (ZONES[zone.toLowerCase()] ?? 0) * 60;
}

/** The instant, or null when a field is out of range (month 13, 31 April, 25 o'clock). */
function instant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  zone: string | undefined,
): Date | null {
  if (hour > 23 || minute > 59 || second > 60) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59));
  const date = new Date(utc);
  // Date.UTC rolls 31 April over into 1 May: a real date reads back the same.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return new Date(utc - offsetMinutes(zone) * 60_000);
}

export function feedDate(value: string | undefined | null): string | null {
  const text = value?.trim() ?? '';
  const iso = ISO.exec(text);
  if (iso) {
    const [, year, month, day, hour = '0', minute = '0', second = '0', , zone] = iso;
    return (
      instant(
        Number(year),
        Number(month),
        Number(day),
        +hour,
        +minute,
        +second,
        zone,
      )?.toISOString() ?? null
    );
  }
  const rfc = RFC_822.exec(text);
  if (rfc) {
    const [, day, monthName = '', year = '', hour, minute, second = '0', zone] = rfc;
    const month = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase()) + 1;
    if (month === 0) return null;
    // RFC 2822: a two-digit year below 50 is in this century.
    const fullYear =
      year.length === 2 ? Number(year) + (Number(year) < 50 ? 2000 : 1900) : Number(year);
    return (
      instant(
        fullYear,
        month,
        Number(day),
        Number(hour),
        Number(minute),
        Number(second),
        zone,
      )?.toISOString() ?? null
    );
  }
  return null;
}

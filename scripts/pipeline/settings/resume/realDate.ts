/**
 * JSON Resume's date pattern checks the shape only: `2023-13` and `2023-02-30` pass it. A real date
 * has a month from 01 to 12 and a day that exists in that month of that year.
 */

/** YYYY, YYYY-MM or YYYY-MM-DD, digits only: the shapes a resume date may have. */
export const DATE_SHAPE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC so no time zone moves it.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for `2021`, `2021-03`, `2024-02-29`; false for `2023-13`, `2023-02-29`, `March 2021`. */
export function isRealDate(text: string): boolean {
  const match = DATE_SHAPE.exec(text);
  if (!match) return false;
  const [, yearText = '', monthText, dayText] = match;
  const year = Number(yearText);
  if (monthText === undefined) return true;
  const month = Number(monthText);
  if (month < 1 || month > 12) return false;
  if (dayText === undefined) return true;
  const day = Number(dayText);
  return day >= 1 && day <= daysInMonth(year, month);
}

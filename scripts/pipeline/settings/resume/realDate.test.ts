/** @jest-environment node */
import { isRealDate } from './realDate';

describe('isRealDate', () => {
  it.each([
    '2021',
    '2021-03',
    '2021-03-14',
    '2024-02-29',
    '2000-02-29',
    '2023-12-31',
    '1999-01-01',
  ])('accepts %s', (text) => expect(isRealDate(text)).toBe(true));

  it.each([
    '2023-13',
    '2023-00',
    '2023-02-30',
    '2023-02-29',
    '1900-02-29',
    '2023-04-31',
    '2023-01-00',
    '2023-01-32',
    'March 2021',
    '2021-3',
    '21',
    '',
  ])('refuses %j', (text) => expect(isRealDate(text)).toBe(false));
});

import { render, screen, within } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders';
import { NO_CONTENT } from '../../domain/content';
import { ENGLISH } from '../../i18n/english';
import type { PageLocale } from '../../i18n/locale';
import { RESUME } from '../../../test/fixtures/resume';
import { fakeSource, portfolioData } from '../../../test/portfolioFixtures';
import ExperiencePanel from './ExperiencePanel';

function renderPanel(resume = RESUME, locale: PageLocale = ENGLISH) {
  // A snapshot fetched on 23 Nov 2026: "present" runs to that month.
  const source = { ...fakeSource(portfolioData()), fetchedAt: '2026-11-23T05:00:00.000Z' };
  return render(
    <AppProviders source={source} content={{ ...NO_CONTENT, resume }} locale={locale}>
      <ExperiencePanel />
    </AppProviders>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('ExperiencePanel', () => {
  it('shows every section of the resume, in résumé order', () => {
    renderPanel();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Experience',
      'Volunteering',
      'Education',
      'Certificates',
      'Awards',
      'Publications',
      'Languages',
      'Interests',
    ]);
  });

  it('lists work newest first, with the organization linked, dates, duration and highlights', () => {
    renderPanel();
    const work = within(section('Experience'));
    expect(work.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Senior backend engineer',
      'Developer',
    ]);
    const current = work.getAllByRole('listitem')[0];
    if (!current) throw new Error('no entry');
    expect(within(current).getByRole('link', { name: 'Example Mobility' })).toHaveAttribute(
      'href',
      'https://mobility.example.com',
    );
    expect(current).toHaveTextContent('Example Mobility · Lyon');
    expect(current).toHaveTextContent('Mar 2021 – present · 5 yrs 9 mos');
    expect(current.querySelector('time')).toHaveAttribute('datetime', '2021-03');
    expect(current).toHaveTextContent('Cut p99 latency by 40%');
    // Resume text is text: no element comes of it.
    expect(current).toHaveTextContent('<script>alert(1)</script> stays text');
    expect(current.querySelector('script')).toBeNull();
    expect(work.getAllByRole('listitem')[3]).toHaveTextContent('Sep 2016 – Aug 2019 · 3 yrs');
  });

  it('names a degree with its field, the school, grade and courses', () => {
    renderPanel();
    const education = section('Education');
    expect(education).toHaveTextContent('Master in Computer Science');
    expect(within(education).getByRole('link', { name: 'Université Example' })).toBeVisible();
    expect(education).toHaveTextContent('2014 – 2016');
    expect(education).toHaveTextContent('Grade: 16/20');
    expect(education).toHaveTextContent('Courses: Distributed systems, Compilers');
  });

  it('writes certificates, awards and publications with their issuer and date', () => {
    renderPanel();
    expect(section('Certificates')).toHaveTextContent('CKA · CNCF · 14 May 2022');
    expect(section('Awards')).toHaveTextContent('Hackathon winner · Lyon Tech · Nov 2019');
    expect(
      within(section('Publications')).getByRole('link', { name: 'Routing at scale' }),
    ).toHaveAttribute('href', 'https://conf.example.org/routing');
    expect(section('Languages')).toHaveTextContent('French · Native');
    expect(section('Interests')).toHaveTextContent('Maps: OpenStreetMap, cycling');
  });

  it('leaves out the sections the resume has nothing for', () => {
    renderPanel({ ...RESUME, volunteer: [], awards: [], interests: [] });
    expect(screen.queryByRole('heading', { name: 'Volunteering' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Awards' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Interests' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Education' })).toBeVisible();
  });

  it('marks the resume’s words with its language on a page in another, and only them', () => {
    // An English resume.json on the German page (its messages are not needed for the check).
    const { container } = renderPanel(
      { ...RESUME, language: 'en' },
      { ...ENGLISH, language: 'de' },
    );
    const current = within(section('Experience')).getAllByRole('listitem')[0];
    if (!current) throw new Error('no entry');
    expect(within(current).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en');
    expect(current.querySelector('.resume-entry-place')).toHaveAttribute('lang', 'en');
    expect(current.querySelector('.resume-highlights')).toHaveAttribute('lang', 'en');
    // The dates and durations are the page's.
    expect(current.querySelector('.resume-dates')).not.toHaveAttribute('lang');
    expect(within(section('Languages')).getAllByRole('listitem')[0]).toHaveAttribute('lang', 'en');
    // A degree's connecting word is the page's ("Master en …" on a French page): its parts are marked.
    const degree = section('Education').querySelector('h3');
    expect(degree).not.toHaveAttribute('lang');
    expect(degree?.querySelectorAll('span[lang="en"]')).toHaveLength(2);
    // Inside the page's sentences ("Courses: …", "… · by Issuer"), only the resume's words.
    expect(
      section('Education').querySelector('.resume-text.muted > span[lang="en"]'),
    ).not.toBeNull();
    expect(section('Certificates').querySelector('.muted > span[lang="en"]')).not.toBeNull();
    // Section headings are the page's words.
    expect(container.querySelector('h2[lang]')).toBeNull();
  });

  it('adds no language mark where the resume is in the page’s language', () => {
    const { container } = renderPanel({ ...RESUME, language: 'en' });
    expect(container.querySelector('[lang]')).toBeNull();
  });
});

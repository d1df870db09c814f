import type { ReactNode } from 'react';
import type {
  Award,
  Certificate,
  Education,
  Period,
  Publication,
  ResumeDate,
  Role,
} from '../../domain/content';
import { Highlights } from '../../components/Highlights';
import { OptionalLink } from '../../components/OptionalLink';
import { ResumeWords } from '../../components/ResumeWords';
import { useResumeLanguage } from '../../hooks/useResumeLanguage';
import { durationText, periodDates, periodMonths, resumeDate } from '../../domain/resumeDates';
import { useI18n, type I18n } from '../../i18n/I18nContext';

function DateText({ date }: { date: ResumeDate }) {
  const { locale } = useI18n();
  return <time dateTime={date}>{resumeDate(date, locale.format)}</time>;
}

/** "Mar 2021 – present · 5 yrs 9 mos", the dates machine-readable. */
function PeriodLine({ period, reference }: { period: Period; reference: number | null }) {
  const i18n = useI18n();
  const dates = periodDates(period, i18n.locale.format);
  if (!dates) return null;
  const months = periodMonths(period, reference);
  return (
    <p className="resume-dates muted">
      <DateText date={dates.first} />
      {dates.ongoing && ` – ${i18n.t('resume.present')}`}
      {dates.last && (
        <>
          {' – '}
          <DateText date={dates.last} />
        </>
      )}
      {months !== null && ` · ${durationText(months, i18n.locale)}`}
    </p>
  );
}

export function RoleEntry({ role, reference }: { role: Role; reference: number | null }) {
  const { organization, position, url, location, summary, highlights } = role;
  const lang = useResumeLanguage();
  const where = <OptionalLink url={url}>{organization}</OptionalLink>;
  return (
    <li className="timeline-entry">
      <h3 className="resume-entry-title" lang={lang}>
        {position ?? where}
      </h3>
      {(position || location) && (
        <p className="resume-entry-place" lang={lang}>
          {position && where}
          {position && location && ' · '}
          {location}
        </p>
      )}
      <PeriodLine period={role} reference={reference} />
      {summary && (
        <p className="resume-text" lang={lang}>
          {summary}
        </p>
      )}
      <Highlights items={highlights} lang={lang} />
    </li>
  );
}

/**
 * "Master in Computer Science", whatever parts the resume gives: the connecting words are the page's,
 * the parts the resume's.
 */
function degree({ studyType, area }: Education, { rich }: I18n): ReactNode {
  if (studyType && area) {
    return rich('resume.degree', {
      studyType: <ResumeWords>{studyType}</ResumeWords>,
      area: <ResumeWords>{area}</ResumeWords>,
    });
  }
  const part = studyType ?? area;
  return part ? <ResumeWords>{part}</ResumeWords> : null;
}

export function EducationEntry({ education }: { education: Education }) {
  const i18n = useI18n();
  const lang = useResumeLanguage();
  const { institution, url, score, courses } = education;
  const title = degree(education, i18n);
  const where = <OptionalLink url={url}>{institution}</OptionalLink>;
  return (
    <li className="timeline-entry">
      <h3 className="resume-entry-title" lang={title ? undefined : lang}>
        {title ?? where}
      </h3>
      {title && (
        <p className="resume-entry-place" lang={lang}>
          {where}
        </p>
      )}
      <PeriodLine period={education} reference={null} />
      {score && (
        <p className="resume-text">
          {i18n.rich('resume.grade', { score: <ResumeWords>{score}</ResumeWords> })}
        </p>
      )}
      {courses.length > 0 && (
        <p className="resume-text muted">
          {i18n.rich('resume.courses', {
            courses: <ResumeWords>{courses.join(', ')}</ResumeWords>,
          })}
        </p>
      )}
    </li>
  );
}

/** "by Issuer · 4 Mar 2021" after an entry's name. */
function Source({ by, date }: { by: string | undefined; date: ResumeDate | undefined }) {
  if (!by && !date) return null;
  return (
    <span className="muted">
      {by && (
        <>
          {' · '}
          <ResumeWords>{by}</ResumeWords>
        </>
      )}
      {date && (
        <>
          {' · '}
          <DateText date={date} />
        </>
      )}
    </span>
  );
}

export function CertificateEntry({ certificate }: { certificate: Certificate }) {
  const { name, url, issuer, date } = certificate;
  const lang = useResumeLanguage();
  return (
    <li>
      <span className="resume-strong" lang={lang}>
        <OptionalLink url={url}>{name}</OptionalLink>
      </span>
      <Source by={issuer} date={date} />
    </li>
  );
}

export function AwardEntry({ award }: { award: Award }) {
  const { title, awarder, date, summary } = award;
  const lang = useResumeLanguage();
  return (
    <li>
      <span className="resume-strong" lang={lang}>
        {title}
      </span>
      <Source by={awarder} date={date} />
      {summary && (
        <p className="resume-text" lang={lang}>
          {summary}
        </p>
      )}
    </li>
  );
}

export function PublicationEntry({ publication }: { publication: Publication }) {
  const { name, url, publisher, releaseDate, summary } = publication;
  const lang = useResumeLanguage();
  return (
    <li>
      <span className="resume-strong" lang={lang}>
        <OptionalLink url={url}>{name}</OptionalLink>
      </span>
      <Source by={publisher} date={releaseDate} />
      {summary && (
        <p className="resume-text" lang={lang}>
          {summary}
        </p>
      )}
    </li>
  );
}

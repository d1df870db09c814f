import type { ReactNode } from 'react';
import type { Resume } from '../../domain/content';
import { byRecency } from '../../domain/resumeDates';
import { usePortfolioContent } from '../../hooks/PortfolioContentContext';
import { useReferenceTime } from '../../hooks/useReferenceTime';
import { useResumeLanguage } from '../../hooks/useResumeLanguage';
import { useI18n } from '../../i18n/I18nContext';
import {
  AwardEntry,
  CertificateEntry,
  EducationEntry,
  PublicationEntry,
  RoleEntry,
} from './ResumeEntries';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={`resume-section resume-${id}`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Newest first, whatever order the file has them in. */
const recent = <T extends { startDate?: string; endDate?: string }>(entries: readonly T[]) =>
  [...entries].sort(byRecency);

/**
 * The résumé as a recruiter reads it: work and volunteering as a timeline, then education,
 * certificates, awards, publications, languages and interests. A section the resume leaves empty is
 * not shown. Everything is text: no field of the file is ever read as HTML.
 */
function ResumeSections({ resume }: { resume: Resume }) {
  const reference = useReferenceTime();
  const { t } = useI18n();
  const lang = useResumeLanguage();
  const { work, volunteer, education, certificates, awards, publications, languages, interests } =
    resume;
  return (
    <>
      {work.length > 0 && (
        <Section id="work" title={t('resume.work')}>
          <ol className="timeline">
            {recent(work).map((role, index) => (
              <RoleEntry key={index} role={role} reference={reference} />
            ))}
          </ol>
        </Section>
      )}
      {volunteer.length > 0 && (
        <Section id="volunteer" title={t('resume.volunteer')}>
          <ol className="timeline">
            {recent(volunteer).map((role, index) => (
              <RoleEntry key={index} role={role} reference={reference} />
            ))}
          </ol>
        </Section>
      )}
      {education.length > 0 && (
        <Section id="education" title={t('resume.education')}>
          <ol className="timeline">
            {recent(education).map((entry, index) => (
              <EducationEntry key={index} education={entry} />
            ))}
          </ol>
        </Section>
      )}
      {certificates.length > 0 && (
        <Section id="certificates" title={t('resume.certificates')}>
          <ul className="resume-list">
            {certificates.map((certificate, index) => (
              <CertificateEntry key={index} certificate={certificate} />
            ))}
          </ul>
        </Section>
      )}
      {awards.length > 0 && (
        <Section id="awards" title={t('resume.awards')}>
          <ul className="resume-list">
            {awards.map((award, index) => (
              <AwardEntry key={index} award={award} />
            ))}
          </ul>
        </Section>
      )}
      {publications.length > 0 && (
        <Section id="publications" title={t('resume.publications')}>
          <ul className="resume-list">
            {publications.map((publication, index) => (
              <PublicationEntry key={index} publication={publication} />
            ))}
          </ul>
        </Section>
      )}
      {languages.length > 0 && (
        <Section id="languages" title={t('resume.languages')}>
          <ul className="resume-list resume-inline-list">
            {languages.map(({ language, fluency }, index) => (
              <li key={index} lang={lang}>
                <span className="resume-strong">{language}</span>
                {fluency && <span className="muted"> · {fluency}</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {interests.length > 0 && (
        <Section id="interests" title={t('resume.interests')}>
          <ul className="resume-list">
            {interests.map(({ name, keywords }, index) => (
              <li key={index} lang={lang}>
                <span className="resume-strong">{name}</span>
                {keywords.length > 0 && <span className="muted">: {keywords.join(', ')}</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

export default function ExperiencePanel() {
  const { resume } = usePortfolioContent();
  return resume ? <ResumeSections resume={resume} /> : null;
}

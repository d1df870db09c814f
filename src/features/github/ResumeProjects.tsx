import { CardGrid } from '../../components/CardGrid';
import { Highlights } from '../../components/Highlights';
import { ProjectCard } from '../../components/ProjectCard';
import type { ResumeProject } from '../../domain/content';
import { periodText } from '../../domain/resumeDates';
import { useResumeLanguage } from '../../hooks/useResumeLanguage';
import { useI18n } from '../../i18n/I18nContext';

/**
 * The owner's work outside GitHub, from the resume's projects: cards like the repositories', marked as
 * not on GitHub, with their dates, highlights and keywords.
 */
export function ResumeProjects({ projects }: { projects: readonly ResumeProject[] }) {
  const { t, locale } = useI18n();
  const lang = useResumeLanguage();
  return (
    <section aria-labelledby="resume-projects-title">
      <h2 id="resume-projects-title" className="section-title">
        {t('github.otherProjects')}
      </h2>
      <CardGrid
        items={projects}
        loading={false}
        emptyText={t('github.noOtherProjects')}
        itemKey={(project) => `${project.name}@${project.startDate ?? ''}`}
        renderItem={(project) => {
          const dates = periodText(project, locale.format, t('resume.present'));
          return (
            <ProjectCard
              title={project.name}
              url={project.url ?? null}
              description={project.description ?? null}
              tools={project.keywords}
              badge={t('github.notOnGitHub')}
              lang={lang}
            >
              {dates && <p className="resume-dates muted">{dates}</p>}
              <Highlights items={project.highlights} lang={lang} />
            </ProjectCard>
          );
        }}
      />
    </section>
  );
}

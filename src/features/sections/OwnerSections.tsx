import { sectionsIn, type OwnerSection } from '../../domain/ownerSections';
import { SectionBody } from './SectionBody';

export interface OwnerSectionsProps {
  /** The tab whose sections these are, or `tab` with the key of a section that is a tab of its own. */
  readonly placement: OwnerSection['placement'];
  readonly sectionKey?: string;
  /** The page's sections with their placement on this page (sectionsOnPage). */
  readonly sections: readonly OwnerSection[];
}

function OwnerSectionView({ section }: { section: OwnerSection }) {
  const titleId = `section-${section.key}-title`;
  return (
    <section
      className={section.print ? 'owner-section' : 'owner-section owner-section-no-print'}
      aria-labelledby={titleId}
      lang={section.language}
    >
      <h2 id={titleId} className="owner-section-title">
        {section.title}
      </h2>
      <div className="owner-section-body">
        <SectionBody nodes={section.body} />
      </div>
    </section>
  );
}

/** The owner's sections of one tab, in their order. */
export default function OwnerSections({ placement, sectionKey, sections }: OwnerSectionsProps) {
  const shown = sectionsIn(sections, placement).filter(
    (section) => sectionKey === undefined || section.key === sectionKey,
  );
  return (
    <>
      {shown.map((section) => (
        <OwnerSectionView key={section.key} section={section} />
      ))}
    </>
  );
}

/**
 * What the owner wrote, beside what the APIs know: a JSON Resume (https://jsonresume.org) and posts
 * from their feeds. The build reads, validates and cleans both (scripts/pipeline/settings/resume/,
 * scripts/pipeline/fetch/feeds/) and hands the page this model: every text plain, every URL checked
 * by scheme, dates as the resume gives them (YYYY, YYYY-MM or YYYY-MM-DD, all real dates).
 */
import type { OwnerSection } from './ownerSections';

/** A JSON Resume date, checked: `2021`, `2021-03` or `2021-03-14`. */
export type ResumeDate = string;

/** A period of work, study or a project; no end: ongoing. */
export interface Period {
  readonly startDate?: ResumeDate;
  readonly endDate?: ResumeDate;
}

export interface ResumeProfile {
  /** e.g. "Mastodon", "LinkedIn". */
  readonly network: string;
  readonly username?: string;
  /** http(s) only. */
  readonly url?: string;
}

/** JSON Resume's location: the address and postal code only with RESUME_SHOW_ADDRESS. */
export interface ResumePlace {
  readonly address?: string;
  readonly postalCode?: string;
  readonly city?: string;
  readonly region?: string;
  readonly countryCode?: string;
}

export interface ResumeBasics {
  readonly name?: string;
  /** The headline: "Backend engineer". */
  readonly label?: string;
  /** mailto-able address. */
  readonly email?: string;
  /** Only when the owner asked for it (its resume flag). */
  readonly phone?: string;
  /** http(s) only. */
  readonly url?: string;
  readonly summary?: string;
  /** City, region and country; the street address and postal code only with RESUME_SHOW_ADDRESS. */
  readonly location?: string;
  /** The same location in JSON Resume's parts, for the site's resume.json (same rule). */
  readonly place?: ResumePlace;
  readonly profiles: readonly ResumeProfile[];
}

/** A job or a volunteer role. */
export interface Role extends Period {
  readonly organization: string;
  readonly position?: string;
  readonly url?: string;
  readonly location?: string;
  readonly summary?: string;
  readonly highlights: readonly string[];
}

export interface Education extends Period {
  readonly institution: string;
  readonly url?: string;
  /** e.g. "Computer Science". */
  readonly area?: string;
  /** e.g. "Master". */
  readonly studyType?: string;
  readonly score?: string;
  readonly courses: readonly string[];
}

export interface Certificate {
  readonly name: string;
  readonly date?: ResumeDate;
  readonly issuer?: string;
  readonly url?: string;
}

export interface Award {
  readonly title: string;
  readonly date?: ResumeDate;
  readonly awarder?: string;
  readonly summary?: string;
}

export interface Publication {
  readonly name: string;
  readonly publisher?: string;
  readonly releaseDate?: ResumeDate;
  readonly url?: string;
  readonly summary?: string;
}

export interface Skill {
  readonly name: string;
  readonly level?: string;
  readonly keywords: readonly string[];
}

export interface SpokenLanguage {
  readonly language: string;
  readonly fluency?: string;
}

export interface Interest {
  readonly name: string;
  readonly keywords: readonly string[];
}

/** Work outside GitHub: shown as cards after the organizations, marked as not on GitHub. */
export interface ResumeProject extends Period {
  readonly name: string;
  readonly description?: string;
  readonly highlights: readonly string[];
  readonly keywords: readonly string[];
  readonly url?: string;
}

/** A JSON Resume as the page shows it: sections absent from the file are empty lists. */
export interface Resume {
  /**
   * The language it is written in (BCP 47), as the build knows it: resume.de.json's is German,
   * resume.json's the site's first language, the demo's English. On a page in another language its
   * text is marked with it (WCAG's language of parts).
   */
  readonly language?: string;
  readonly basics: ResumeBasics;
  readonly work: readonly Role[];
  readonly volunteer: readonly Role[];
  readonly education: readonly Education[];
  readonly certificates: readonly Certificate[];
  readonly awards: readonly Award[];
  readonly publications: readonly Publication[];
  readonly skills: readonly Skill[];
  readonly languages: readonly SpokenLanguage[];
  readonly interests: readonly Interest[];
  readonly projects: readonly ResumeProject[];
}

/** One post of the owner's feeds. */
export interface Post {
  readonly title: string;
  /** http(s) only; absent when the feed gave none that is safe. */
  readonly url?: string;
  /** ISO time of publication. */
  readonly date: string;
  /** The feed's title, else its host: "dev.to", "Jordan's blog". */
  readonly source: string;
  /** Plain text, at most about 200 characters. */
  readonly excerpt?: string;
}

/** The owner's own content; null parts are not configured (the page then has no section for them). */
export interface PortfolioContent {
  readonly resume: Resume | null;
  /** Newest first, at most config.feeds.limit. */
  readonly posts: readonly Post[] | null;
  /** The owner's Markdown sections, in their order; absent without a sections/ folder. */
  readonly sections?: readonly OwnerSection[];
}

export const NO_CONTENT: PortfolioContent = { resume: null, posts: null };

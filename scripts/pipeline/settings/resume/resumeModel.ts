/**
 * A validated JSON Resume → the `Resume` the page shows (src/domain/content.ts). The file is the
 * owner's but every field is treated as untrusted text: plain strings only, http(s) links only, a
 * plain e-mail address, real dates; the phone and the street address only when the owner asked.
 * It reads the JSON defensively, so it is safe even on a value that was not validated.
 */
import type {
  Award,
  Certificate,
  Education,
  Interest,
  Publication,
  Resume,
  ResumeBasics,
  ResumeDate,
  ResumePlace,
  ResumeProfile,
  ResumeProject,
  Role,
  Skill,
  SpokenLanguage,
} from '../../../../src/domain/content';
import { webUrlOrNull } from '../../../../src/domain/safeUrl';
import { isRealDate } from './realDate';
import {
  entries,
  isJsonObject,
  LIST_LIMITS,
  MAX_URL_LENGTH,
  plainEmail,
  plainText,
  textList,
  TEXT_LIMITS,
  withoutAbsent,
  type JsonObject,
} from './untrustedText';

/** What the owner lets the page show beyond the default. */
export interface ResumePrivacy {
  readonly showPhone: boolean;
  readonly showAddress: boolean;
}

const label = (value: unknown) => plainText(value, TEXT_LIMITS.label);
const paragraph = (value: unknown) => plainText(value, TEXT_LIMITS.paragraph);
const labels = (value: unknown) => textList(value, TEXT_LIMITS.label);
const lines = (value: unknown) => textList(value, TEXT_LIMITS.line);

function webUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return undefined;
  return webUrlOrNull(value) ?? undefined;
}

function date(value: unknown): ResumeDate | undefined {
  return typeof value === 'string' && isRealDate(value) ? value : undefined;
}

/**
 * "City, Region, CountryCode" with the parts that exist; with showAddress, the street address
 * (its lines joined) and the postal code (before the city) come first.
 */
function location(value: unknown, privacy: ResumePrivacy): string | undefined {
  if (!isJsonObject(value)) return undefined;
  const city = label(value.city);
  const postalCode = privacy.showAddress ? label(value.postalCode) : undefined;
  const address = privacy.showAddress
    ? label(value.address)
        ?.split('\n')
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', ')
    : undefined;
  const town = [postalCode, city].filter(Boolean).join(' ');
  const parts = [address, town, label(value.region), label(value.countryCode)];
  return parts.filter(Boolean).join(', ') || undefined;
}

/** The location's parts the page may show, as JSON Resume names them; undefined when none. */
function place(value: unknown, privacy: ResumePrivacy): ResumePlace | undefined {
  if (!isJsonObject(value)) return undefined;
  const parts = withoutAbsent({
    address: privacy.showAddress ? label(value.address) : undefined,
    postalCode: privacy.showAddress ? label(value.postalCode) : undefined,
    city: label(value.city),
    region: label(value.region),
    countryCode: label(value.countryCode),
  });
  return Object.keys(parts).length ? parts : undefined;
}

/** A profile says where to find the owner: a network and a link or a username. */
function profile(entry: JsonObject): ResumeProfile | null {
  const network = label(entry.network);
  const username = label(entry.username);
  const url = webUrl(entry.url);
  if (!network || (!username && !url)) return null;
  return withoutAbsent({ network, username, url });
}

function basics(value: unknown, privacy: ResumePrivacy): ResumeBasics {
  const source = isJsonObject(value) ? value : {};
  return withoutAbsent({
    name: label(source.name),
    label: label(source.label),
    email: plainEmail(source.email),
    phone: privacy.showPhone ? label(source.phone) : undefined,
    url: webUrl(source.url),
    summary: paragraph(source.summary),
    location: location(source.location, privacy),
    place: place(source.location, privacy),
    profiles: entries(source.profiles, profile, LIST_LIMITS.profiles),
  });
}

function role(organizationField: unknown, entry: JsonObject): Role | null {
  const organization = label(organizationField);
  if (!organization) return null;
  return withoutAbsent({
    organization,
    position: label(entry.position),
    url: webUrl(entry.url),
    location: label(entry.location),
    summary: paragraph(entry.summary),
    highlights: lines(entry.highlights),
    startDate: date(entry.startDate),
    endDate: date(entry.endDate),
  });
}

/** `name` in JSON Resume 1.0; `company` in the older files still around. */
const work = (entry: JsonObject) => role(label(entry.name) ?? entry.company, entry);
const volunteer = (entry: JsonObject) => role(entry.organization, entry);

function education(entry: JsonObject): Education | null {
  const institution = label(entry.institution);
  if (!institution) return null;
  return withoutAbsent({
    institution,
    url: webUrl(entry.url),
    area: label(entry.area),
    studyType: label(entry.studyType),
    score: label(entry.score),
    courses: lines(entry.courses),
    startDate: date(entry.startDate),
    endDate: date(entry.endDate),
  });
}

function certificate(entry: JsonObject): Certificate | null {
  const name = label(entry.name);
  if (!name) return null;
  return withoutAbsent({
    name,
    date: date(entry.date),
    issuer: label(entry.issuer),
    url: webUrl(entry.url),
  });
}

function award(entry: JsonObject): Award | null {
  const title = label(entry.title);
  if (!title) return null;
  return withoutAbsent({
    title,
    date: date(entry.date),
    awarder: label(entry.awarder),
    summary: paragraph(entry.summary),
  });
}

function publication(entry: JsonObject): Publication | null {
  const name = label(entry.name);
  if (!name) return null;
  return withoutAbsent({
    name,
    publisher: label(entry.publisher),
    releaseDate: date(entry.releaseDate),
    url: webUrl(entry.url),
    summary: paragraph(entry.summary),
  });
}

function skill(entry: JsonObject): Skill | null {
  const name = label(entry.name);
  if (!name) return null;
  return withoutAbsent({ name, level: label(entry.level), keywords: labels(entry.keywords) });
}

function language(entry: JsonObject): SpokenLanguage | null {
  const spoken = label(entry.language);
  if (!spoken) return null;
  return withoutAbsent({ language: spoken, fluency: label(entry.fluency) });
}

function interest(entry: JsonObject): Interest | null {
  const name = label(entry.name);
  if (!name) return null;
  return { name, keywords: labels(entry.keywords) };
}

function project(entry: JsonObject): ResumeProject | null {
  const name = label(entry.name);
  if (!name) return null;
  return withoutAbsent({
    name,
    description: paragraph(entry.description),
    highlights: lines(entry.highlights),
    keywords: labels(entry.keywords),
    url: webUrl(entry.url),
    startDate: date(entry.startDate),
    endDate: date(entry.endDate),
  });
}

/** The page's resume; a section the file does not have is an empty list. */
export function resumeModel(json: unknown, privacy: ResumePrivacy): Resume {
  const source = isJsonObject(json) ? json : {};
  const section = <T>(value: unknown, toEntry: (entry: JsonObject) => T | null): T[] =>
    entries(value, toEntry, LIST_LIMITS.entries);
  return {
    basics: basics(source.basics, privacy),
    work: section(source.work, work),
    volunteer: section(source.volunteer, volunteer),
    education: section(source.education, education),
    certificates: section(source.certificates, certificate),
    awards: section(source.awards, award),
    publications: section(source.publications, publication),
    skills: section(source.skills, skill),
    languages: section(source.languages, language),
    interests: section(source.interests, interest),
    projects: section(source.projects, project),
  };
}

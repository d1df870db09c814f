/**
 * The printed CV's document information, which Chromium leaves mostly empty (it has the page's title
 * and no author): what a reader's file list, a search and an applicant tracking system show.
 */
import { PDFDocument } from '@cantoo/pdf-lib';

export interface CvMetadata {
  readonly title: string;
  readonly author: string;
  /** The headline, when there is one. */
  readonly subject: string | null;
  /** BCP 47, the page's language. */
  readonly language: string;
}

export const CV_CREATOR = 'portfolio (printed from the page in Chromium)';

export async function withCvMetadata(pdf: Uint8Array, metadata: CvMetadata): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  document.setTitle(metadata.title, { showInWindowTitleBar: true });
  document.setAuthor(metadata.author);
  if (metadata.subject) document.setSubject(metadata.subject);
  document.setLanguage(metadata.language);
  document.setCreator(CV_CREATOR);
  return document.save({ useObjectStreams: false });
}

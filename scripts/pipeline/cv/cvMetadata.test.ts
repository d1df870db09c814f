import { PDFDocument } from '@cantoo/pdf-lib';
import { CV_CREATOR, withCvMetadata } from './cvMetadata';

async function onePagePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]);
  document.setTitle('Jordan Doe · Developer portfolio');
  return document.save();
}

describe('withCvMetadata', () => {
  it('writes the title, the author, the subject, the language and the creator', async () => {
    const pdf = await withCvMetadata(await onePagePdf(), {
      title: 'Jordan Doe · CV',
      author: 'Jordan Doe',
      subject: 'Backend developer',
      language: 'de',
    });
    const read = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(read.getTitle()).toBe('Jordan Doe · CV');
    expect(read.getAuthor()).toBe('Jordan Doe');
    expect(read.getSubject()).toBe('Backend developer');
    expect(read.getCreator()).toBe(CV_CREATOR);
    expect(read.catalog.get(read.catalog.context.obj('Lang'))?.toString()).toContain('de');
    expect(read.getPageCount()).toBe(1);
  });

  it('keeps a hostile name as text: the PDF string is encoded, not spliced', async () => {
    const name = 'Eve) /Author (Mallory> <script>\u202e';
    const pdf = await withCvMetadata(await onePagePdf(), {
      title: name,
      author: name,
      subject: null,
      language: 'en',
    });
    const read = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(read.getAuthor()).toBe(name);
    expect(read.getTitle()).toBe(name);
    expect(read.getSubject()).toBeUndefined();
  });
});

/**
 * Builds the demo's e-book files from text, so nothing is downloaded: EPUB 3 with JSZip and
 * PDF with pdf-lib. Both are byte-for-byte the same on every run (fixed dates), so a seeded
 * database is the same everywhere.
 */
import JSZip from 'jszip';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** Any fixed instant: the files' dates must not change the bytes from one seed to the next. */
const FIXED_DATE = new Date(Date.UTC(2024, 0, 1));

export interface Chapter {
  title: string;
  paragraphs: string[];
}

export interface BookText {
  /** Stable identifier written into the EPUB package (urn:uuid:…). */
  uuid: string;
  title: string;
  author: string;
  /** zh or en. */
  language: string;
  chapters: Chapter[];
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Chapters carry their style inline: the portal's CSP allows inline styles in the reader's frame, not blob: stylesheets. */
function chapterXhtml(book: BookText, chapter: Chapter) {
  const paragraphs = chapter.paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${book.language}" xml:lang="${book.language}">
<head><title>${escapeXml(chapter.title)}</title>
<style>body{line-height:1.8;margin:0 1em}h1{font-size:1.4em;text-align:center;margin:1em 0}p{text-indent:2em;margin:0 0 .8em}</style>
</head>
<body><section epub:type="chapter"><h1>${escapeXml(chapter.title)}</h1>
${paragraphs}
</section></body></html>`;
}

function packageOpf(book: BookText) {
  const items = book.chapters
    .map(
      (_, i) => `<item id="c${i + 1}" href="c${i + 1}.xhtml" media-type="application/xhtml+xml"/>`,
    )
    .join('');
  const spine = book.chapters.map((_, i) => `<itemref idref="c${i + 1}"/>`).join('');
  return `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="${book.language}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="uid">urn:uuid:${book.uuid}</dc:identifier>
<dc:title>${escapeXml(book.title)}</dc:title>
<dc:creator>${escapeXml(book.author)}</dc:creator>
<dc:language>${book.language}</dc:language>
<meta property="dcterms:modified">${FIXED_DATE.toISOString().replace('.000', '')}</meta>
</metadata>
<manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>${items}</manifest>
<spine toc="ncx">${spine}</spine>
</package>`;
}

function navXhtml(book: BookText) {
  const entries = book.chapters
    .map((c, i) => `<li><a href="c${i + 1}.xhtml">${escapeXml(c.title)}</a></li>`)
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${book.language}">
<head><title>${escapeXml(book.title)}</title></head>
<body><nav epub:type="toc"><h1>${escapeXml(book.title)}</h1><ol>${entries}</ol></nav></body></html>`;
}

/** EPUB 2's table of contents, which older readers (and epub.js's TOC) still read. */
function tocNcx(book: BookText) {
  const points = book.chapters
    .map(
      (c, i) =>
        `<navPoint id="p${i + 1}" playOrder="${i + 1}"><navLabel><text>${escapeXml(c.title)}</text></navLabel><content src="c${i + 1}.xhtml"/></navPoint>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
<head><meta name="dtb:uid" content="urn:uuid:${book.uuid}"/></head>
<docTitle><text>${escapeXml(book.title)}</text></docTitle>
<navMap>${points}</navMap>
</ncx>`;
}

const CONTAINER_XML = `<?xml version="1.0" encoding="utf-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;

/**
 * An EPUB 3 (OCF): the `mimetype` entry first and stored uncompressed, as the format requires
 * for readers that sniff the first bytes; the rest deflated.
 */
export async function buildEpub(book: BookText): Promise<Buffer> {
  const zip = new JSZip();
  const at = { date: FIXED_DATE };
  zip.file('mimetype', 'application/epub+zip', { ...at, compression: 'STORE' });
  zip.file('META-INF/container.xml', CONTAINER_XML, at);
  zip.file('OEBPS/content.opf', packageOpf(book), at);
  zip.file('OEBPS/nav.xhtml', navXhtml(book), at);
  zip.file('OEBPS/toc.ncx', tocNcx(book), at);
  book.chapters.forEach((chapter, i) => {
    zip.file(`OEBPS/c${i + 1}.xhtml`, chapterXhtml(book, chapter), at);
  });
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
}

/** A5 in points, with room for a page number. */
const PAGE = { width: 420, height: 595, margin: 48 };

/**
 * A PDF of the text: a title page, then the chapters, wrapped to the page and numbered. Latin
 * text only: the standard Helvetica has no Chinese glyphs, and no CJK font is at hand to embed.
 */
export async function buildPdf(book: BookText): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(book.title);
  doc.setAuthor(book.author);
  doc.setLanguage(book.language);
  doc.setProducer('libportal seed');
  doc.setCreator('libportal seed');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;

  const title = doc.addPage([PAGE.width, PAGE.height]);
  title.drawText(book.title, {
    x: PAGE.margin,
    y: PAGE.height / 2 + 20,
    size: 22,
    font: bold,
    maxWidth: width,
    lineHeight: 28,
  });
  title.drawText(book.author, {
    x: PAGE.margin,
    y: PAGE.height / 2 - 30,
    size: 14,
    font,
    color: rgb(0.3, 0.3, 0.3),
  });

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const line = (text: string, size: number, face = font) => {
    if (y - size < PAGE.margin + 20) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    page.drawText(text, { x: PAGE.margin, y: y - size, size, font: face });
    y -= size * 1.6;
  };
  const wrap = (text: string, size: number, face = font) => {
    const words = text.split(/\s+/);
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (face.widthOfTextAtSize(next, size) > width && current) {
        line(current, size, face);
        current = word;
      } else current = next;
    }
    if (current) line(current, size, face);
  };
  for (const chapter of book.chapters) {
    wrap(chapter.title, 16, bold);
    for (const paragraph of chapter.paragraphs) {
      wrap(paragraph, 13);
      y -= 8;
    }
    y -= 12;
  }
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `${i + 1} / ${pages.length}`;
    p.drawText(label, {
      x: (PAGE.width - font.widthOfTextAtSize(label, 10)) / 2,
      y: PAGE.margin / 2,
      size: 10,
      font,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

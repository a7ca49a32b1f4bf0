/**
 * The demo's digital library: tags, e-books and journals of each organisation, and their files,
 * built from text by ebook-files.ts (a few KB each) and stored in `file` like the other seeded
 * files, so nothing is downloaded. YTKJ gets all of them; DEMO2 a few, so that its books prove
 * the scoping (another organisation's book id finds nothing).
 */
import type { Database } from '../db/client';
import { file } from '../db/schema';
import { ebook, ebookTag, ebookTagLink } from '../db/tables/ebooks';
import { OrgIds } from './content';
import { buildEpub, buildPdf, type BookText } from './ebook-files';
import {
  aesop,
  alice,
  analects,
  bulletin,
  gettysburg,
  readingLifeZh,
  taoTeChing,
} from './ebook-texts';

const TAGS = ['国学经典', '寓言故事', '儿童文学', '演讲名篇', '校园期刊'] as const;
type TagName = (typeof TAGS)[number];

interface DemoEbook {
  text: BookText;
  format: 'epub' | 'pdf';
  journal?: boolean;
  requiresLogin?: boolean;
  publisher: string;
  year: number;
  description: string;
  tags: TagName[];
  orgs: number[];
}

const BOTH = [OrgIds.ytkj, OrgIds.demo2];

/** In the order they are listed. Ids of the rows follow this order (YTKJ's first). */
export const DEMO_EBOOKS: DemoEbook[] = [
  {
    text: analects,
    format: 'epub',
    publisher: '公版',
    year: 2024,
    description: '《论语》学而、为政、里仁三篇选读。',
    tags: ['国学经典'],
    orgs: BOTH,
  },
  {
    text: taoTeChing,
    format: 'epub',
    // A licensed book: the listing is public, the text is for the library's readers.
    requiresLogin: true,
    publisher: '公版',
    year: 2024,
    description: '《道德经》第一、八、三十三、六十四章选读。',
    tags: ['国学经典'],
    orgs: [OrgIds.ytkj],
  },
  {
    text: aesop,
    format: 'epub',
    publisher: 'Public domain',
    year: 2024,
    description: 'Four of the best-known fables, retold.',
    tags: ['寓言故事', '儿童文学'],
    orgs: BOTH,
  },
  {
    text: alice,
    format: 'epub',
    publisher: 'Public domain',
    year: 1865,
    description: 'The first pages of the first chapter.',
    tags: ['儿童文学'],
    orgs: [OrgIds.ytkj],
  },
  {
    text: gettysburg,
    format: 'pdf',
    publisher: 'Public domain',
    year: 1863,
    description: "Lincoln's address of 19 November 1863.",
    tags: ['演讲名篇'],
    orgs: [OrgIds.ytkj],
  },
  {
    text: bulletin,
    format: 'pdf',
    journal: true,
    publisher: 'The School Library',
    year: 2024,
    description: 'The library bulletin: news, reading clubs, how to borrow.',
    tags: ['校园期刊'],
    orgs: [OrgIds.ytkj],
  },
  {
    text: readingLifeZh,
    format: 'epub',
    journal: true,
    publisher: '学校图书馆',
    year: 2024,
    description: '图书馆校刊：新书、读书会与阅读分享。',
    tags: ['校园期刊'],
    orgs: [OrgIds.ytkj],
  },
];

const MIME = { epub: 'application/epub+zip', pdf: 'application/pdf' } as const;

/** The file id of a demo book in an organisation: fixed, like the other seeded files. */
export const ebookFileId = (book: DemoEbook, orgId: number) =>
  `${book.text.uuid.slice(0, -4)}${String(orgId).padStart(2, '0')}${book.text.uuid.slice(-2)}`;

export async function insertEbooks(db: Database): Promise<void> {
  const bytes = await Promise.all(
    DEMO_EBOOKS.map((book) => (book.format === 'epub' ? buildEpub : buildPdf)(book.text)),
  );
  for (const orgId of [OrgIds.ytkj, OrgIds.demo2]) {
    const tagRows = await db
      .insert(ebookTag)
      .values(TAGS.map((name, position) => ({ organizationId: orgId, name, position })))
      .returning({ id: ebookTag.id, name: ebookTag.name });
    const tagId = new Map(tagRows.map((row) => [row.name, row.id]));
    for (const [i, book] of DEMO_EBOOKS.entries()) {
      if (!book.orgs.includes(orgId)) continue;
      const fileId = ebookFileId(book, orgId);
      const extension = book.format;
      await db.insert(file).values({
        id: fileId,
        organizationId: orgId,
        filename: `${book.text.title}.${extension}`,
        mime: MIME[book.format],
        content: bytes[i] as Buffer,
      });
      const [row] = await db
        .insert(ebook)
        .values({
          organizationId: orgId,
          title: book.text.title,
          author: book.text.author,
          publisher: book.publisher,
          ebookType: book.journal ? 1 : 0,
          description: book.description,
          language: book.text.language,
          publishedYear: book.year,
          fileId,
          requiresLogin: book.requiresLogin ?? false,
        })
        .returning({ id: ebook.id });
      if (!row) continue;
      await db
        .insert(ebookTagLink)
        .values(book.tags.map((name) => ({ ebookId: row.id, tagId: tagId.get(name) ?? 0 })));
    }
  }
}

/**
 * A self-test made from the library's own catalogue, without any network: questions about a
 * book's author, publisher and year, with distractors taken from other books of the same
 * catalogue. Everything is seeded by the book's id, so one book always gives the same test.
 */
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { QuestionType, type QuestionStem } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { book } from '../db/schema';
import type { Lang } from '../http/messages';
import { checkedQuestion } from '../marking';
import { createRandom, type Random } from '../random';
import type { GeneratedQuestion, SelfTestBookFacts } from './types';

/** Up to `n` distinct values of `column` from other books, picked by a hash of the book id. */
async function otherValues(
  db: Database,
  facts: SelfTestBookFacts,
  column: typeof book.author | typeof book.publisher,
  value: string,
  n: number,
): Promise<string[]> {
  // Not DISTINCT (its ORDER BY would have to repeat the hash): duplicates are dropped below.
  const rows = await db
    .select({ value: sql<string>`${column}` })
    .from(book)
    .where(and(eq(book.organizationId, facts.orgId), isNotNull(column), ne(column, value)))
    .orderBy(sql`md5(${column} || ${String(facts.id)}::text)`)
    .limit(n * 10);
  const seen = new Set<string>();
  return rows
    .map((row) => row.value.trim())
    .filter((text) => text !== '' && text !== value && !seen.has(text) && seen.add(text))
    .slice(0, n);
}

const LETTERS = ['A', 'B', 'C', 'D'];

function choice(
  title: string,
  right: string,
  wrong: string[],
  explanation: string,
  random: Random,
): GeneratedQuestion | undefined {
  if (wrong.length < 2) return undefined;
  const options = random.shuffled([right, ...wrong.slice(0, 3)]);
  const stems: QuestionStem[] = options.map((content, at) => ({ index: LETTERS[at]!, content }));
  const key = LETTERS[options.indexOf(right)]!;
  return { type: QuestionType.single, title, stems, key, points: 20, explanation };
}

const text = {
  zh: {
    author: (t: string) => `《${t}》的作者是谁？`,
    authorWhy: (t: string, a: string) => `馆藏目录记载《${t}》的作者是${a}。`,
    publisher: (t: string) => `《${t}》是由哪家出版社出版的？`,
    publisherWhy: (t: string, p: string) => `馆藏目录记载《${t}》由${p}出版。`,
    year: (t: string) => `馆藏的《${t}》是哪一年出版的？`,
    yearWhy: (t: string, y: number) => `馆藏目录记载《${t}》出版于 ${y} 年。`,
    statement: (t: string, a: string) => `《${t}》的作者是${a}。`,
    matching: '把书名与作者连起来。',
    matchingWhy: (pairs: string) => `馆藏目录记载：${pairs}。`,
  },
  en: {
    author: (t: string) => `Who wrote “${t}”?`,
    authorWhy: (t: string, a: string) => `The catalogue records ${a} as the author of “${t}”.`,
    publisher: (t: string) => `Who published “${t}”?`,
    publisherWhy: (t: string, p: string) =>
      `The catalogue records ${p} as the publisher of “${t}”.`,
    year: (t: string) => `In which year was the library's copy of “${t}” published?`,
    yearWhy: (t: string, y: number) => `The catalogue records “${t}” as published in ${y}.`,
    statement: (t: string, a: string) => `“${t}” was written by ${a}.`,
    matching: 'Match each title with its author.',
    matchingWhy: (pairs: string) => `The catalogue records: ${pairs}.`,
  },
} as const;

/** Other books of the catalogue with an author, for the matching question. */
async function otherBooks(db: Database, facts: SelfTestBookFacts, author: string) {
  return db
    .select({ title: book.title, author: sql<string>`${book.author}` })
    .from(book)
    .where(
      and(eq(book.organizationId, facts.orgId), isNotNull(book.author), ne(book.author, author)),
    )
    .orderBy(sql`md5(${book.title} || ${String(facts.id)}::text)`)
    .limit(2);
}

/** The questions the catalogue can make about the book (the ones it has the data for). */
export async function catalogueSelfTest(
  db: Database,
  facts: SelfTestBookFacts,
  lang: Lang,
): Promise<GeneratedQuestion[]> {
  // Seeded by the book's id: one book always gives the same test.
  const random = createRandom(facts.id);
  const say = text[lang];
  const questions: (GeneratedQuestion | undefined)[] = [];
  const author = facts.author?.trim();
  if (author) {
    const wrong = await otherValues(db, facts, book.author, author, 3);
    questions.push(
      choice(say.author(facts.title), author, wrong, say.authorWhy(facts.title, author), random),
    );
    const stated = random.next() < 0.5 || wrong.length === 0 ? author : wrong[0]!;
    questions.push({
      type: QuestionType.trueFalse,
      title: say.statement(facts.title, stated),
      stems: [],
      key: stated === author,
      points: 20,
      explanation: say.authorWhy(facts.title, author),
    });
    const others = await otherBooks(db, facts, author);
    if (others.length === 2) {
      const books = [{ title: facts.title, author }, ...others];
      // Each stem pairs a title with its author; the widget shows the right sides shuffled.
      questions.push({
        type: QuestionType.matching,
        title: say.matching,
        stems: books.map((b, at) => ({
          index: String(at + 1),
          content: '',
          leftcontent: b.title,
          rightcontent: b.author,
        })),
        key: Object.fromEntries(books.map((_, at) => [String(at + 1), String(at + 1)])),
        points: 20,
        explanation: say.matchingWhy(books.map((b) => `${b.title} — ${b.author}`).join('; ')),
      });
    }
  }
  const publisher = facts.publisher?.trim();
  if (publisher) {
    const wrong = await otherValues(db, facts, book.publisher, publisher, 3);
    questions.push(
      choice(
        say.publisher(facts.title),
        publisher,
        wrong,
        say.publisherWhy(facts.title, publisher),
        random,
      ),
    );
  }
  if (facts.publishYear) {
    const year = facts.publishYear;
    const wrong = random
      .shuffled([year - 3, year - 1, year + 2, year + 1])
      .slice(0, 3)
      .map(String);
    questions.push(
      choice(say.year(facts.title), String(year), wrong, say.yearWhy(facts.title, year), random),
    );
  }
  // Each is checked like a teacher's question: a generator bug never reaches a student.
  return questions.filter(
    (question): question is GeneratedQuestion =>
      question !== undefined && 'ok' in checkedQuestion(question),
  );
}

/**
 * One spreadsheet row of the import template into a question, or the column that is wrong
 * and why. The layout (IMPORT_COLUMNS): type, title, options A–F (for matching "left=right"),
 * key, points, difficulty, book (ISBN or exact title), tags, explanation.
 */
import {
  IMPORT_COLUMNS,
  MAX_QUESTION_EXPLANATION,
  MAX_QUESTION_TAG,
  MAX_QUESTION_TAGS,
  QuestionType,
  type QuestionAnswer,
  type QuestionStem,
  type QuestionTypeId,
} from '../../../src/core/api/contract';
import type { MessageKey } from '../http/messages';
import { checkedQuestion } from '../marking';
import { problemMessage } from './problems';
import type { StoredQuestion } from '../queries/questions';

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export interface RowProblem {
  column: ImportColumn;
  key: MessageKey;
}
/** A row read: the question without its book, and the book as written (resolved later). */
export type RowOutcome = { ok: Omit<StoredQuestion, 'bookId'>; book: string } | RowProblem;

const OPTION_COLUMNS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

const TYPE_NAMES: Record<string, QuestionTypeId> = {
  单选: 1,
  单选题: 1,
  single: 1,
  多选: 2,
  多选题: 2,
  multiple: 2,
  判断: 3,
  判断题: 3,
  truefalse: 3,
  'true/false': 3,
  连线: 4,
  连线题: 4,
  matching: 4,
  简答: 5,
  简答题: 5,
  short: 5,
  shortanswer: 5,
};

const TRUE_WORDS = new Set(['对', '正确', '是', 'true', 't', 'yes', '√']);
const FALSE_WORDS = new Set(['错', '错误', '否', 'false', 'f', 'no', '×']);

function typeOf(text: string): QuestionTypeId | undefined {
  const value = text.trim().toLowerCase().replace(/\s+/g, '');
  if (/^[1-5]$/.test(value)) return Number(value) as QuestionTypeId;
  return TYPE_NAMES[value];
}

function whole(text: string, fallback: number, min: number, max: number) {
  if (text.trim() === '') return fallback;
  const value = Number(text.trim());
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

function stemsOf(type: QuestionTypeId, options: string[]): QuestionStem[] | RowProblem {
  const filled = options
    .map((text, at) => ({ text: text.trim(), index: OPTION_COLUMNS[at]! }))
    .filter((option) => option.text !== '');
  if (type === QuestionType.matching) {
    const stems: QuestionStem[] = [];
    for (const [at, option] of filled.entries()) {
      const [left, ...rest] = option.text.split('=');
      const right = rest.join('=');
      if (!left?.trim() || !right.trim()) return { column: option.index, key: 'importBadPair' };
      stems.push({
        index: String(at + 1),
        content: '',
        leftcontent: left.trim(),
        rightcontent: right.trim(),
      });
    }
    return stems;
  }
  if (type === QuestionType.single || type === QuestionType.multiple) {
    return filled.map((option) => ({ index: option.index, content: option.text }));
  }
  return [];
}

function keyOf(
  type: QuestionTypeId,
  text: string,
  stems: QuestionStem[],
): QuestionAnswer | undefined {
  const value = text.trim();
  switch (type) {
    case QuestionType.single:
      return value.toUpperCase();
    case QuestionType.multiple:
      return value
        .toUpperCase()
        .split(/[\s,，、;；]*/)
        .filter((index) => index !== '');
    case QuestionType.trueFalse: {
      const word = value.toLowerCase();
      return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
    }
    case QuestionType.matching:
      // Each pair is written left=right in one cell: the key is every stem paired with itself.
      return Object.fromEntries(stems.map((stem) => [stem.index, stem.index]));
    case QuestionType.shortAnswer:
      return value;
  }
}

function tagsOf(text: string): string[] | undefined {
  const tags = [
    ...new Set(
      text
        .split(/[,，、;；]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
  if (tags.length > MAX_QUESTION_TAGS || tags.some((tag) => tag.length > MAX_QUESTION_TAG)) {
    return undefined;
  }
  return tags;
}

/** A data row (cells in IMPORT_COLUMNS order) into a question, or its first problem. */
export function questionOfRow(cells: string[]): RowOutcome {
  const cell = (column: ImportColumn) => cells[IMPORT_COLUMNS.indexOf(column)] ?? '';
  const type = typeOf(cell('type'));
  if (type === undefined) return { column: 'type', key: 'importBadType' };
  const stems = stemsOf(type, OPTION_COLUMNS.map(cell));
  if (!Array.isArray(stems)) return stems;
  const points = whole(cell('points'), 5, 1, 100);
  if (points === undefined) return { column: 'points', key: 'importBadPoints' };
  const difficulty = whole(cell('difficulty'), 2, 1, 3);
  if (difficulty === undefined) return { column: 'difficulty', key: 'importBadDifficulty' };
  const tags = tagsOf(cell('tags'));
  if (tags === undefined) return { column: 'tags', key: 'questionBadTags' };
  const explanation = cell('explanation').trim();
  if (explanation.length > MAX_QUESTION_EXPLANATION) {
    return { column: 'explanation', key: 'importTooLong' };
  }
  const key = keyOf(type, cell('key'), stems);
  if (key === undefined) return { column: 'key', key: 'questionProblemKey' };
  const checked = checkedQuestion({ type, title: cell('title'), stems, key, points });
  if ('problem' in checked) {
    const column: ImportColumn =
      checked.problem === 'title'
        ? 'title'
        : checked.problem === 'key'
          ? 'key'
          : checked.problem === 'points'
            ? 'points'
            : 'A';
    return { column, key: problemMessage[checked.problem] };
  }
  const question = {
    ...checked.ok,
    explanation,
    difficulty: difficulty as 1 | 2 | 3,
    tags,
    shared: true,
  };
  return { ok: question, book: cell('book').trim() };
}

/** Whether the first row is the template's header (names compared loosely). */
export function isTemplateHeader(row: string[]): boolean {
  return IMPORT_COLUMNS.every(
    (column, at) => (row[at] ?? '').trim().toLowerCase() === column.toLowerCase(),
  );
}

/** The template: the header and one example row of each type. */
export function templateCsv(): string {
  const rows = [
    [...IMPORT_COLUMNS],
    [
      '1',
      '《西游记》的作者是谁？',
      '吴承恩',
      '罗贯中',
      '施耐庵',
      '曹雪芹',
      '',
      '',
      'A',
      '5',
      '1',
      '西游记',
      '名著,作者',
      '明代吴承恩著。',
    ],
    [
      '2',
      '下列哪些是四大名著？',
      '红楼梦',
      '西游记',
      '聊斋志异',
      '水浒传',
      '',
      '',
      'A,B,D',
      '5',
      '2',
      '',
      '名著',
      '',
    ],
    ['3', '孙悟空是唐僧的大徒弟。', '', '', '', '', '', '', '对', '5', '1', '', '', ''],
    [
      '4',
      '把人物与作品连起来',
      '孙悟空=西游记',
      '林黛玉=红楼梦',
      '武松=水浒传',
      '',
      '',
      '',
      '',
      '6',
      '2',
      '',
      '',
      '',
    ],
    [
      '5',
      '简述你最喜欢的一个人物。',
      '',
      '',
      '',
      '',
      '',
      '',
      '言之有理即可',
      '10',
      '3',
      '',
      '',
      '',
    ],
  ];
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return `\ufeff${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

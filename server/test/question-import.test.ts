import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  IMPORT_COLUMNS,
  ResultCode,
  type QuestionImportResult,
  type QuestionPage,
} from '../../src/core/api/contract';
import type { DatabaseHandle } from '../src/db/client';
import { circulationCall as call, seededReader, type SeededReader } from './circulation-fixtures';
import { openTestDatabase, testApp } from './helpers';
import { xlsxOf } from './xlsx-fixture';

let handle: DatabaseHandle;
let app: FastifyInstance;
let student: SeededReader;
let teacher: SeededReader;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle);
  student = await seededReader(handle.db, '20230001');
  teacher = await seededReader(handle.db, 'T0002');
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const HEADER = [...IMPORT_COLUMNS];
const GOOD = [
  [
    '1',
    '谁写了《西游记》？',
    '吴承恩',
    '罗贯中',
    '',
    '',
    '',
    '',
    'A',
    '5',
    '1',
    '',
    '名著',
    '明代',
  ],
  ['多选', '四大名著有？', '红楼梦', '聊斋', '水浒传', '', '', '', 'A,C', '', '', '', '', ''],
  ['3', '孙悟空会七十二变。', '', '', '', '', '', '', '对', '2', '1', '', '', ''],
  ['4', '连线', '孙悟空=西游记', '林黛玉=红楼梦', '', '', '', '', '', '6', '2', '', '', ''],
  ['5', '说说读后感。', '', '', '', '', '', '', '言之有理', '10', '3', '', '', ''],
];
const csv = (rows: string[][]) =>
  Buffer.from(
    `\ufeff${rows.map((row) => row.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')).join('\n')}`,
  );

const upload = (filename: string, bytes: Buffer, lang: 'zh' | 'en' = 'zh', who = teacher) =>
  call<QuestionImportResult>(
    app,
    ApiPath.questionImport,
    { filename, content: bytes.toString('base64') },
    who.token,
    lang,
  );
const mine = async () =>
  (await call<QuestionPage>(app, ApiPath.questionList, { scope: 'mine' }, teacher.token)).body.data
    .total;

describe('question import', () => {
  it('imports nothing when a row is wrong, and names each wrong row and column', async () => {
    const bad = [
      ...GOOD,
      ['1', '缺答案', '甲', '乙', '', '', '', '', 'Z', '5', '1', '', '', ''],
      ['9', 'x'],
    ];
    const response = await upload('bank.csv', csv([HEADER, ...bad]));
    expect(response.body.data.imported).toBe(0);
    expect(response.body.data.errors).toEqual([
      { row: 7, column: 'key', message: expect.stringContaining('答案与题目不符') },
      { row: 8, column: 'type', message: expect.stringContaining('题型须为 1–5') },
    ]);
    const en = await upload('bank.csv', csv([HEADER, ...bad]), 'en');
    expect(en.body.data.errors[1]?.message).toContain('Type must be 1–5');
    expect(await mine()).toBe(0);
  });

  it('imports a good CSV and a good XLSX whole', async () => {
    expect((await upload('bank.csv', csv([HEADER, ...GOOD]))).body.data).toEqual({
      imported: 5,
      errors: [],
    });
    const xlsx = await xlsxOf([HEADER, ...GOOD]);
    expect((await upload('bank.XLSX', xlsx)).body.data).toEqual({ imported: 5, errors: [] });
    expect(await mine()).toBe(10);
  });

  it('names a book that is not in the library, and a broken matching pair', async () => {
    const rows = [
      [...GOOD[0]!.slice(0, 11), '没有这本书的书名', '', ''],
      ['4', '连线', '孙悟空', '林黛玉=红楼梦', '', '', '', '', '', '6', '2', '', '', ''],
    ];
    const errors = (await upload('bank.csv', csv([HEADER, ...rows]))).body.data.errors;
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'book'],
      [3, 'A'],
    ]);
  });

  it('refuses malformed, oversized, headerless, empty and too long files with a message', async () => {
    const refused = async (filename: string, bytes: Buffer) => {
      const response = await upload(filename, bytes);
      expect(response.body.code).toBe(ResultCode.businessError);
      return response.body.msg;
    };
    expect(await refused('bank.xlsx', Buffer.from('not a zip at all'))).toContain('无法读取文件');
    expect(await refused('bank.csv', Buffer.from([0, 1, 2, 255, 254]))).toContain('无法读取文件');
    expect(await refused('bank.pdf', csv([HEADER, ...GOOD]))).toContain('无法读取文件');
    expect(await refused('bank.csv', csv([['a', 'b'], ...GOOD]))).toContain('表头');
    expect(await refused('bank.csv', csv([HEADER]))).toContain('没有题目');
    const many = Array.from({ length: 501 }, () => GOOD[2]!);
    expect(await refused('bank.csv', csv([HEADER, ...many]))).toContain('500');
    const big = Buffer.alloc(1024 * 1024 + 10, 'a');
    expect(await refused('bank.csv', big)).toContain('1 MB');
    // A ZIP declaring far more than it holds (a zip bomb) is refused before inflating.
    const bomb = new JSZip();
    bomb.file('xl/worksheets/sheet1.xml', Buffer.alloc(30 * 1024 * 1024, ' '));
    const bytes = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await refused('bank.xlsx', bytes)).toContain('无法读取文件');
    const tooBig = await call(
      app,
      ApiPath.questionImport,
      { filename: 'a.csv', content: 'A'.repeat(3_000_000) },
      teacher.token,
    );
    expect([400, 413]).toContain(tooBig.status);
    expect(await mine()).toBe(10);
  });

  it('is for teachers only and offers the template', async () => {
    expect((await upload('bank.csv', csv([HEADER, ...GOOD]), 'zh', student)).status).toBe(403);
    const template = await app.inject({
      method: 'GET',
      url: `/api${ApiPath.questionTemplate}`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(template.headers['content-type']).toContain('text/csv');
    // The template itself imports cleanly.
    expect((await upload('t.csv', Buffer.from(template.body))).body.data.errors).toEqual([]);
  });
});

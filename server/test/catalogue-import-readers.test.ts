import { describe, expect, it } from 'vitest';
import { openSource, type ImportFormat } from '../src/importers/catalogue/detect';
import { FIELD_LIMITS } from '../src/importers/catalogue/limits';
import {
  cnmarcBook,
  collect,
  marc21Book,
  marc8Book,
  recordsOf,
  rejectionsOf,
  scratchFiles,
} from './catalogue-files';
import { gb18030Bytes, iso2709File, iso2709Record, marcXmlFile, marcXmlRecord } from './marc-files';
import { xlsxOf } from './xlsx-fixture';

/**
 * The readers of every format, without a database: what a file's records become, and how a
 * broken record is refused with its position while the records around it are read.
 */
const file = scratchFiles();

async function read(path: string, format: ImportFormat = 'auto') {
  const source = await openSource(path, format);
  const items = await collect(source.items());
  return { items, format: source.format, records: recordsOf(items), rejected: rejectionsOf(items) };
}

describe('ISO 2709', () => {
  it('reads MARC 21 (UTF-8): title without ISBD punctuation, ISBN both ways, holdings as copies', async () => {
    const { records, format } = await read(file('a.mrc', iso2709File([marc21Book(1)])));
    expect(format).toBe('iso2709/marc21');
    expect(records).toHaveLength(1);
    expect(records[0]?.book).toMatchObject({
      title: 'The hobbit 1',
      subtitle: 'or, There and back again',
      author: 'Tolkien, J. R. R.',
      publisher: 'Houghton Mifflin',
      publishYear: 1966,
      isbn10: '0395071224',
      isbn13: '9780395071229',
      controlNumber: '(TestLib)m21-1',
      priceFen: 2500,
      categoryCode: 'I561.45',
      language: 'eng',
    });
    expect(records[0]?.holdings).toEqual([
      { barcode: 'M21-1', callNumber: 'PZ8.T57 Ho', location: 'Juvenile' },
    ]);
  });

  it('reads MARC-8 (leader/09 blank): ANSEL diacritics become composed Unicode', async () => {
    const { records } = await read(file('m8.mrc', iso2709File([marc8Book(1)])));
    expect(records[0]?.book.title).toBe('Café société à Québec 1');
    expect(records[0]?.book.title).toBe(records[0]?.book.title.normalize('NFC'));
    expect(records[0]?.book.author).toBe('Brontë, Charlotte');
    expect(records[0]?.book.publisher).toBe('Éditions Gallimard');
    expect(records[0]?.holdings[0]).toEqual({
      barcode: 'M8-1',
      callNumber: 'F BRO',
      location: 'Français',
    });
  });

  it('reads CNMARC in UTF-8 and in GB18030: 200, 010, 210, 690, 701/702 and 905 holdings', async () => {
    const { records, format } = await read(
      file(
        'cn.iso',
        iso2709File([cnmarcBook(1), cnmarcBook(2, { encoding: 'gb18030', isbn: '7-02-000220-X' })]),
      ),
    );
    expect(format).toBe('iso2709/cnmarc');
    expect(records.map((record) => record.book)).toMatchObject([
      {
        title: '红楼梦1',
        author: '曹雪芹; 高鹗',
        publisher: '人民文学出版社',
        publishYear: 1996,
        isbn13: '9787020002207',
        priceFen: 5970,
        categoryCode: 'I242.4',
        language: 'chi',
        intro: '中国古典小说四大名著之一。',
        controlNumber: 'cn-1',
      },
      { title: '红楼梦2', isbn10: '702000220X', isbn13: '9787020002207', controlNumber: 'cn-2' },
    ]);
    expect(records[0]?.holdings).toEqual([
      { barcode: 'CN-1', callNumber: 'I242.4/12', location: '二楼书库' },
    ]);
  });

  it('refuses broken records with their position and reason, and reads the ones around them', async () => {
    const good = (n: number) => iso2709Record(marc21Book(n));
    const badLength = Buffer.from(good(2));
    badLength.write('00042', 0, 'latin1');
    const badLeader = Buffer.from(good(3));
    badLeader.write('ab', 12, 'latin1');
    const badDirectory = Buffer.from(good(4));
    badDirectory.write('9x', 24 + 12 * 2 + 3, 'latin1');
    const pointsPast = Buffer.from(good(5));
    pointsPast.write('9999', 24 + 12 * 4 + 3, 'latin1');
    const badUtf8 = iso2709Record({
      fields: [
        ['001', 'u'],
        ['245', '10', 'a', 'x'],
      ],
    });
    badUtf8[badUtf8.length - 4] = 0xff; // inside 245 $a
    const noTitle = iso2709Record({
      fields: [
        ['001', 'n'],
        ['500', '  ', 'a', 'a note'],
      ],
    });
    const truncated = good(9).subarray(0, 100);
    const bytes = Buffer.concat([
      good(1),
      badLength,
      badLeader,
      badDirectory,
      pointsPast,
      badUtf8,
      noTitle,
      good(8),
      truncated,
    ]);
    const { records, rejected } = await read(file('broken.mrc', bytes));
    expect(records.map((record) => record.book.title)).toEqual(['The hobbit 1', 'The hobbit 8']);
    const offsetOf = (n: number) =>
      [good(1), badLength, badLeader, badDirectory, pointsPast, badUtf8, noTitle, good(8)]
        .slice(0, n - 1)
        .reduce((sum, part) => sum + part.length, 0);
    expect(rejected).toEqual([
      { position: 2, key: 'importBadLength', at: `byte ${offsetOf(2)}` },
      { position: 3, key: 'importBadLeader', at: `byte ${offsetOf(3)}` },
      { position: 4, key: 'importBadDirectory', at: `byte ${offsetOf(4)}` },
      { position: 5, key: 'importBadDirectory', at: `byte ${offsetOf(5)}` },
      { position: 6, key: 'importBadEncoding', at: `byte ${offsetOf(6)}` },
      { position: 7, key: 'importUnknownFlavour', at: `byte ${offsetOf(7)}` },
      { position: 9, key: 'importTruncated', at: `byte ${offsetOf(9)}` },
    ]);
  });

  it('names the field whose bytes are not what the leader says', async () => {
    const record = iso2709Record({
      fields: [
        ['001', 'u'],
        ['245', '10', 'a', 'ok'],
        ['260', '  ', 'b', 'x'],
      ],
    });
    record[record.length - 3] = 0xc3; // a lead byte with no continuation, inside 260 $b
    const { items } = await read(file('enc.mrc', record));
    expect(items).toEqual([
      {
        position: 1,
        at: 'byte 0',
        rejected: { key: 'importBadEncoding', params: { field: '260', encoding: 'UTF-8' } },
      },
    ]);
  });

  it('refuses a title longer than its limit instead of cutting it', async () => {
    const long = '长'.repeat(FIELD_LIMITS.title + 1);
    const { items } = await read(
      file('long.mrc', iso2709File([cnmarcBook(1, { title: long }), cnmarcBook(2)])),
    );
    expect(items[0]).toEqual({
      position: 1,
      at: 'byte 0',
      rejected: {
        key: 'importFieldTooLong',
        params: {
          field: 'title',
          max: String(FIELD_LIMITS.title),
          length: String(FIELD_LIMITS.title + 1),
        },
      },
    });
    expect(recordsOf(items).map((record) => record.book.title)).toEqual(['红楼梦2']);
  });

  it('keeps the record but says so when its ISBN is none, or its price is not in yuan', async () => {
    const record = marc21Book(1, { isbn: '12-34' });
    record.fields = record.fields.map((field) =>
      field[0] === '020' ? ['020', '  ', 'a', '12-34', 'c', '$9.95'] : field,
    );
    const { records } = await read(file('warn.mrc', iso2709File([record])));
    expect(records[0]?.book).toMatchObject({ isbn13: null, priceFen: null, title: 'The hobbit 1' });
    expect(records[0]?.warnings.map((warning) => warning.key)).toEqual([
      'importBadIsbn',
      'importBadPrice',
    ]);
  });
});

describe('MARCXML', () => {
  it('reads records with a namespace prefix, MARC 21 and CNMARC alike, entities decoded', async () => {
    const hobbit = marc21Book(1, { title: 'Tom & Jerry <1>' });
    const { records, format } = await read(
      file('a.xml', marcXmlFile([hobbit, cnmarcBook(2)], 'marc')),
    );
    expect(format).toBe('marcxml/marc21+cnmarc');
    expect(records.map((record) => record.book.title)).toEqual(['Tom & Jerry <1>', '红楼梦2']);
    expect(records[1]?.holdings).toEqual([
      { barcode: 'CN-2', callNumber: 'I242.4/12', location: '二楼书库' },
    ]);
  });

  it('refuses a record that is not well-formed or not MARC, with its line, and reads the next', async () => {
    const broken =
      '<record>\n  <leader>00000nam a2200000   4500</leader>\n  <datafield tag="245" ind1="1" ind2="0"><subfield code="a">Oops</datafield>\n</record>';
    const notMarc = '<record><subfield code="a">stray</subfield></record>';
    const xml = marcXmlFile([marc21Book(1), broken, notMarc, marc21Book(4)]);
    const { records, rejected } = await read(file('b.xml', xml));
    expect(records.map((record) => record.book.title)).toEqual(['The hobbit 1', 'The hobbit 4']);
    const lineOf = (text: string) => `line ${xml.slice(0, xml.indexOf(text)).split('\n').length}`;
    expect(rejected).toEqual([
      { position: 2, key: 'importBadXml', at: lineOf(broken) },
      { position: 3, key: 'importNotMarcXml', at: lineOf(notMarc) },
    ]);
  });

  it('says when the file ends inside a record', async () => {
    const xml = `<collection>${marcXmlRecord(marc21Book(1))}<record><leader>x`;
    const { records, rejected } = await read(file('c.xml', xml));
    expect(records).toHaveLength(1);
    const line = xml.slice(0, xml.lastIndexOf('<record>')).split('\n').length;
    expect(rejected).toEqual([{ position: 2, key: 'importTruncated', at: `line ${line}` }]);
  });
});

describe('CSV and XLSX', () => {
  const header = [
    'title',
    'author',
    'isbn',
    'publisher',
    'year',
    'category',
    'barcode',
    'callnumber',
    'location',
  ];
  const rows = [
    [
      '西游记',
      '吴承恩',
      '978-7-02-000221-4',
      '人民文学出版社',
      '2005',
      'I242.4',
      'X001',
      'I242.4/3',
      '一楼',
    ],
    ['Matilda', 'Roald Dahl', '', 'Puffin', '1988', '', 'X002', '', 'Juvenile'],
  ];

  it('reads CSV with the English header, one copy per row', async () => {
    const csv = [header, ...rows].map((row) => row.join(',')).join('\r\n');
    const { records, format } = await read(file('a.csv', csv));
    expect(format).toBe('csv');
    expect(
      records.map((record) => [record.book.title, record.book.isbn13, record.holdings]),
    ).toEqual([
      ['西游记', '9787020002214', [{ barcode: 'X001', callNumber: 'I242.4/3', location: '一楼' }]],
      ['Matilda', null, [{ barcode: 'X002', callNumber: null, location: 'Juvenile' }]],
    ]);
  });

  it('reads the Chinese header names and a GB18030 file from Excel', async () => {
    const chinese = [
      '题名',
      '作者',
      'ISBN',
      '出版社',
      '出版年',
      '分类号',
      '条码号',
      '索书号',
      '馆藏地点',
    ];
    const text = [chinese, ...rows, ['三国演义', '罗贯中', '', '', '', '', 'X004', '', '']]
      .map((row) => row.join(','))
      .join('\n');
    const { records, rejected } = await read(file('gbk.csv', gb18030Bytes(text)));
    expect(records.map((record) => record.book.title)).toEqual(['西游记', 'Matilda', '三国演义']);
    expect(records[2]?.holdings).toEqual([{ barcode: 'X004', callNumber: null, location: null }]);
    expect(rejected).toEqual([]);
  });

  it('stops at a row whose quoting breaks, after the rows before it; a stray quote is text', async () => {
    const csv = 'title,barcode\n12" ruler,R1\n"Unclosed,R2\nNever read,R3\n';
    const source = await openSource(file('q.csv', csv), 'auto');
    const seen: string[] = [];
    const reading = (async () => {
      for await (const item of source.items())
        if ('record' in item) seen.push(item.record.book.title);
    })();
    await expect(reading).rejects.toMatchObject({ problem: { key: 'importBadRow' } });
    expect(seen).toEqual(['12" ruler']);
  });

  it('reads XLSX with the documented header', async () => {
    const { records, format } = await read(file('a.xlsx', await xlsxOf([header, ...rows])));
    expect(format).toBe('xlsx');
    expect(records.map((record) => record.book.title)).toEqual(['西游记', 'Matilda']);
    expect(records[0]?.book.publishYear).toBe(2005);
  });

  it('refuses a row holding a control character, and reads tabs and line breaks as spaces', async () => {
    const csv = 'title,author\n"Two\nlines",A\u0000B\nFine,Someone\n';
    const { items } = await read(file('ctl.csv', csv));
    expect(items).toEqual([
      {
        position: 1,
        at: 'line 3',
        rejected: { key: 'importControlCharacter', params: { field: 'author' } },
      },
      expect.objectContaining({
        position: 2,
        record: expect.objectContaining({ book: expect.objectContaining({ title: 'Fine' }) }),
      }),
    ]);
    const { records } = await read(file('lines.csv', 'title\n"Two\nlines"\n'));
    expect(records[0]?.book.title).toBe('Two lines');
  });

  it('refuses a file whose header names no title column', async () => {
    const source = await openSource(file('x.csv', 'name,code\na,b\n'), 'csv');
    await expect(collect(source.items())).rejects.toMatchObject({
      problem: { key: 'importNoTitleColumn' },
    });
  });
});

describe('--format auto', () => {
  it('tells formats by their bytes, whatever the name', async () => {
    const cases: [string, Buffer | string, string][] = [
      ['records.dat', iso2709File([marc21Book(1)]), 'iso2709/marc21'],
      ['records.txt', marcXmlFile([marc21Book(1)]), 'marcxml/marc21'],
      ['books.bin', await xlsxOf([['title'], ['x']]), 'xlsx'],
      ['export.txt', 'title,barcode\nx,1\n', 'csv'],
    ];
    for (const [name, content, format] of cases) {
      expect((await read(file(name, content))).format).toBe(format);
    }
  });

  it('refuses what it cannot tell', async () => {
    await expect(
      openSource(file('what.bin', Buffer.from([0, 1, 2, 3])), 'auto'),
    ).rejects.toMatchObject({
      problem: { key: 'importUnknownFormat' },
    });
  });
});

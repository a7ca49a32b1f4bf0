import type { MessageTable } from './lang';

/**
 * Why the catalogue importer refused a record, a file, or kept a record without a value
 * (docs/import.md). Shown by `libportal import catalogue` and, later, the librarian's
 * workspace; the record's position comes with each.
 */
export const catalogueImportMessages = {
  // A record refused: nothing of it is written.
  importBadLeader: {
    zh: '记录头标区无效：{detail}',
    en: 'the leader is not a MARC leader: {detail}',
  },
  importBadLength: {
    zh: '记录头标区声明长度 {declared} 字节，实际记录为 {actual} 字节',
    en: 'the leader declares {declared} bytes but the record holds {actual}',
  },
  importBadDirectory: {
    zh: '目次区无效：{detail}',
    en: 'the directory is broken: {detail}',
  },
  importTruncated: {
    zh: '文件在本记录中途结束',
    en: 'the file ends inside this record',
  },
  importBadEncoding: {
    zh: '{field} 不是有效的 {encoding} 编码',
    en: '{field} is not valid {encoding}',
  },
  importRecordTooLarge: {
    zh: '记录超过 {max} 字节',
    en: 'the record is longer than {max} bytes',
  },
  importBadXml: {
    zh: 'XML 格式错误：{detail}',
    en: 'the XML is not well-formed: {detail}',
  },
  importNotMarcXml: {
    zh: '不是 MARCXML 记录：{detail}',
    en: 'not a MARCXML record: {detail}',
  },
  importUnknownFlavour: {
    zh: '没有题名字段：既无 MARC 21 的 245，也无 UNIMARC/CNMARC 的 200',
    en: 'no title field: neither MARC 21 245 nor UNIMARC/CNMARC 200',
  },
  importNoTitle: {
    zh: '缺少题名（{field}）',
    en: 'no title ({field})',
  },
  importFieldTooLong: {
    zh: '{field} 超过 {max} 个字符（{length} 个）',
    en: '{field} is longer than {max} characters ({length})',
  },
  importControlCharacter: {
    zh: '{field} 含有控制字符',
    en: '{field} holds a control character',
  },
  importTooManyHoldings: {
    zh: '馆藏超过 {max} 条',
    en: 'more than {max} holdings',
  },
  importTooManyLocations: {
    zh: '本次导入新建馆藏地点已达 {max} 个，“{location}”未建：请检查馆藏地点列',
    en: 'this import already created {max} locations, "{location}" was not: check the location column',
  },
  importDuplicateBarcode: {
    zh: '条码号 {barcode} 在本记录中出现两次',
    en: 'barcode {barcode} appears twice in the record',
  },
  importBarcodeTaken: {
    zh: '条码号 {barcode} 已属于另一种书《{title}》',
    en: 'barcode {barcode} already belongs to another book, "{title}"',
  },
  importBadRow: {
    zh: '该行无法读取：{detail}',
    en: 'the row cannot be read: {detail}',
  },
  // A record imported without a value it carried (a warning).
  importBadIsbn: {
    zh: 'ISBN“{value}”不是 10 位或 13 位 ISBN，未保存',
    en: 'ISBN "{value}" is not a 10- or 13-digit ISBN: not kept',
  },
  importBadPrice: {
    zh: '价格“{value}”不是人民币金额，未保存',
    en: 'price "{value}" is not an amount in yuan: not kept',
  },
  importNoBarcode: {
    zh: '一条馆藏没有条码号，未建复本',
    en: 'a holding has no barcode: no copy was made for it',
  },
  // The whole file refused.
  importFileTooLarge: {
    zh: '文件超过 {max}',
    en: 'the file is larger than {max}',
  },
  importTooManyRecords: {
    zh: '文件超过 {max} 条记录，请拆分后导入；此前的记录已导入',
    en: 'the file holds more than {max} records: split it (the records before were imported)',
  },
  importUnknownFormat: {
    zh: '无法识别文件格式（MARC、MARCXML、CSV 或 XLSX），请用 --format 指定',
    en: 'cannot tell the format (MARC, MARCXML, CSV or XLSX): name it with --format',
  },
  importNoTitleColumn: {
    zh: '表头没有题名列（title 或 题名）',
    en: 'the header row has no title column (title or 题名)',
  },
  importBadSpreadsheet: {
    zh: '无法读取表格：{detail}',
    en: 'the spreadsheet cannot be read: {detail}',
  },
  importBadFileEncoding: {
    zh: '文件第 {offset} 字节起不是有效的 {encoding} 编码',
    en: 'the file is not valid {encoding} from byte {offset}',
  },
} satisfies MessageTable;

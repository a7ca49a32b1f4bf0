import type { MessageTable } from './lang';

/**
 * Server messages of the catalogue importer run from the librarian's browser
 * (LibraryAdminApi/Catalogue/Import): why an upload or a status call was refused, and why a
 * job failed. The reasons a record is refused are the importer's (catalogue-import.ts).
 */
export const libraryAdminImportMessages = {
  catalogueImportMissing: { zh: '请选择编目文件', en: 'Choose a catalogue file' },
  catalogueImportTooLarge: {
    zh: '文件太大（最多 {max} MB）；更大的文件请用命令行 libportal import catalogue 导入',
    en: 'The file is too large (at most {max} MB): import larger files with the command libportal import catalogue',
  },
  catalogueImportBadFormat: {
    zh: '不支持的格式“{format}”：可选 自动识别、MARC 21、UNIMARC、CNMARC、MARCXML、CSV、XLSX',
    en: 'Unknown format "{format}": choose automatic, MARC 21, UNIMARC, CNMARC, MARCXML, CSV or XLSX',
  },
  catalogueImportUnknownFormat: {
    zh: '无法识别文件格式（MARC、MARCXML、CSV 或 XLSX），请在“格式”中指定',
    en: 'Cannot tell the format (MARC, MARCXML, CSV or XLSX): choose it under "Format"',
  },
  catalogueImportRunning: {
    zh: '本馆已有一个编目导入正在进行，请等它结束后再导入',
    en: 'An import of this library’s catalogue is running: wait for it to end',
  },
  catalogueImportJobNotFound: {
    zh: '本馆没有这个导入任务',
    en: 'No import of this library has this id',
  },
  catalogueImportInterrupted: {
    zh: '导入中断：运行它的服务器停止了。已导入的记录保留，请重新导入（已有的记录会计为未变）',
    en: 'The import was interrupted: its server stopped. What was imported stays; import the file again (records already in count as unchanged)',
  },
  catalogueImportStalled: {
    zh: '导入停滞：已有 {minutes} 分钟没有读到新的记录，已停止。已导入的记录保留，请重新导入（已有的记录会计为未变）',
    en: 'The import stalled: no new record was read for {minutes} minutes, so it was stopped. What was imported stays; import the file again (records already in count as unchanged)',
  },
  catalogueImportFailed: {
    zh: '导入出错而中止，已导入的记录保留：{detail}',
    en: 'The import failed and stopped (what was imported stays): {detail}',
  },
} as const satisfies MessageTable;

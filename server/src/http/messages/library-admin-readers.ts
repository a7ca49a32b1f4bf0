import type { MessageTable } from './lang';

/**
 * Server messages of the librarian's readers page (LibraryAdminApi/Readers): refusals, the
 * class list's field problems, and the reasons an import rejects a row or a file.
 */
export const libraryAdminReadersMessages = {
  readersNotFound: { zh: '本馆没有这个读者', en: 'No reader of this library has this code' },
  readersExists: {
    zh: '本馆已有这个读者证号（读者或馆员）',
    en: 'This library already has this card number (a reader or staff)',
  },
  readersReasonRequired: { zh: '请填写停用原因', en: 'Give the reason for the block' },
  readersFieldInvalid: { zh: '{field}格式不正确', en: '{field} is not valid' },
  readersFieldEmpty: { zh: '{field}不能为空', en: '{field} is empty' },
  readersFieldTooLong: {
    zh: '{field}最多 {max} 个字',
    en: '{field} is longer than {max} characters',
  },
  readersFieldControl: {
    zh: '{field}含有不可见的控制字符',
    en: '{field} holds a control character',
  },
  readersFieldReadercode: { zh: '读者证号', en: 'Card number' },
  readersFieldName: { zh: '姓名', en: 'Name' },
  readersFieldClass: { zh: '班级', en: 'Class' },
  readersFieldGrade: { zh: '年级', en: 'Grade' },
  readersFieldSex: { zh: '性别', en: 'Sex' },
  readersFieldPhone: { zh: '手机号', en: 'Phone' },
  readersFieldType: { zh: '读者类型', en: 'Reader type' },
  readersRowDuplicate: {
    zh: '读者证号与第 {row} 行重复',
    en: 'The card number is also on row {row}',
  },
  readersRowStaff: { zh: '这是馆员账号，不是读者', en: 'This is a staff account, not a reader' },
  readersRowChanged: {
    zh: '导入期间该读者有变动，请再导入一次',
    en: 'This reader changed during the import; import again',
  },
  readersImportMissing: { zh: '请选择班级名单文件', en: 'Choose a class list file' },
  readersImportTooLarge: {
    zh: '文件太大（最多 {max} MB），请分成几个文件',
    en: 'The file is too large (at most {max} MB): split the list',
  },
  readersImportNotSheet: {
    zh: '班级名单须为 .csv 或 .xlsx 文件',
    en: 'A class list is a .csv or .xlsx file',
  },
  readersImportUnreadable: {
    zh: '无法读取这个文件，请另存为 CSV 或 XLSX 再试',
    en: 'This file cannot be read: save it as CSV or XLSX and try again',
  },
  readersImportEmpty: { zh: '文件是空的', en: 'The file is empty' },
  readersImportTooManyRows: {
    zh: '行数太多（最多 {max} 行），请分成几个文件',
    en: 'Too many rows (at most {max}): split the list',
  },
  readersImportHeader: {
    zh: '第一行须为表头，读者证号、姓名、班级、年级各一列（列名见导入说明）',
    en: 'The first row must name the columns, one each for card number, name, class and grade (see the import help for their names)',
  },
  readersClassNotFound: {
    zh: '本馆没有这个班级（编号 {id}）',
    en: 'This library has no class with id {id}',
  },
  readersClassRepeated: {
    zh: '同一个班级（编号 {id}）只能调动或毕业一次',
    en: 'A class (id {id}) can be moved or graduated only once',
  },
  readersMoveIntoItself: {
    zh: '班级不能调到它自己（编号 {id}）',
    en: 'A class cannot move into itself (id {id})',
  },
  readersMovesRepeated: {
    zh: '同样的调班刚刚已经执行过，请刷新后查看结果',
    en: 'These same moves were applied a moment ago; reload to see the result',
  },
  readersTeacherNotFound: { zh: '本馆没有这位教师', en: 'No teacher of this library has this id' },
  readersTooManyClasses: {
    zh: '一位教师最多管理 {max} 个班级',
    en: 'A teacher can manage at most {max} classes',
  },
  readersGraduatedReason: { zh: '毕业（{class}）', en: 'Graduated ({class})' },
} as const satisfies MessageTable;

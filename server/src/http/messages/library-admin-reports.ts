import type { MessageTable } from './lang';

/**
 * Server messages of the library's reports (LibraryAdminApi/Reports): the refused range, and
 * the titles and headings an exported report is written with.
 */
export const libraryAdminReportsMessages = {
  reportsBadRange: {
    zh: '请选择有效的日期范围（开始不晚于结束，最长 {max} 天）',
    en: 'Choose a valid date range (the start not after the end, at most {max} days)',
  },
  reportsLoansPerMonth: { zh: '按月借阅', en: 'Loans per month' },
  reportsLoansPerClass: { zh: '按班级借阅', en: 'Loans per class' },
  reportsOverdue: { zh: '逾期清单', en: 'Overdue loans' },
  reportsMostBorrowed: { zh: '借阅排行', en: 'Most borrowed' },
  reportsNeverPerClass: { zh: '各班未借阅人数', en: 'Never borrowed per class' },
  reportsNeverReaders: { zh: '未借阅读者', en: 'Readers who never borrowed' },
  reportsFines: { zh: '罚款收入', en: 'Fines collected' },
  reportsAudit: { zh: '操作日志', en: 'Audit log' },
  reportsColMonth: { zh: '月份', en: 'Month' },
  reportsColLoans: { zh: '借阅次数', en: 'Loans' },
  reportsColClass: { zh: '班级', en: 'Class' },
  reportsColReaders: { zh: '读者数', en: 'Readers' },
  reportsColNever: { zh: '未借阅人数', en: 'Never borrowed' },
  reportsColReadercode: { zh: '读者证号', en: 'Card number' },
  reportsColName: { zh: '姓名', en: 'Name' },
  reportsColTitle: { zh: '书名', en: 'Title' },
  reportsColAuthor: { zh: '作者', en: 'Author' },
  reportsColBarcode: { zh: '条码', en: 'Barcode' },
  reportsColBorrowed: { zh: '借出时间', en: 'Borrowed' },
  reportsColDue: { zh: '应还日期', en: 'Due' },
  reportsColDaysLate: { zh: '逾期天数', en: 'Days late' },
  reportsColRank: { zh: '排名', en: 'Rank' },
  reportsColMethod: { zh: '支付方式', en: 'Method' },
  reportsColAmount: { zh: '金额（元）', en: 'Amount (yuan)' },
  reportsColFines: { zh: '笔数', en: 'Fines' },
  reportsColTime: { zh: '时间', en: 'Time' },
  reportsColStaffcode: { zh: '馆员证号', en: 'Staff code' },
  reportsColStaff: { zh: '馆员', en: 'Staff' },
  reportsColAction: { zh: '操作', en: 'Action' },
  reportsColTarget: { zh: '对象', en: 'Target' },
  reportsNoClass: { zh: '（无班级）', en: '(no class)' },
  reportsMethodCash: { zh: '现金', en: 'Cash' },
  reportsMethodWechat: { zh: '微信', en: 'WeChat' },
  reportsMethodAlipay: { zh: '支付宝', en: 'Alipay' },
  reportsMethodBank: { zh: '网银', en: 'Online banking' },
  reportsMethodOther: { zh: '其他', en: 'Other' },
} as const satisfies MessageTable;

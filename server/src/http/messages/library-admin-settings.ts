import type { MessageTable } from './lang';

/**
 * Server messages of the library's settings (LibraryAdminApi/Settings): a refused save names
 * the field (and the row of a list) the form shows it beside.
 */
export const libraryAdminSettingsMessages = {
  settingsFieldEmpty: { zh: '{field}不能为空', en: '{field} is empty' },
  settingsFieldTooLong: {
    zh: '{field}最多 {max} 个字',
    en: '{field} is longer than {max} characters',
  },
  settingsFieldNotHttp: {
    zh: '{field}须是 http:// 或 https:// 开头的网址',
    en: '{field} must be an address starting with http:// or https://',
  },
  settingsFieldNotZ3950: {
    zh: '{field}须是“主机:端口/数据库”，如 lx2.loc.gov:210/LCDB',
    en: '{field} must be host:port/database, e.g. lx2.loc.gov:210/LCDB',
  },
  settingsFieldNotOrigin: {
    zh: '{field}须是“协议://主机[:端口]”，不含路径，不能是 *',
    en: '{field} must be scheme://host[:port], without a path, and not *',
  },
  settingsFieldOutOfRange: {
    zh: '{field}须是 {max} 之间的整数',
    en: '{field} must be a whole number in {max}',
  },
  settingsFieldNotOffered: {
    zh: '{field}只能选支付网关提供的在线方式（现金由服务台收取，不在此列）',
    en: '{field} may only be online methods the payment gateway offers (cash is taken at the desk)',
  },
  settingsFieldNotPath: {
    zh: '{field}须是以 / 开头的门户路径（不含 //）或 https:// 开头的网址',
    en: '{field} must be a portal path starting with / (without //) or an address starting with https://',
  },
  settingsFieldNotIcon: {
    zh: '{field}须是内置图标之一，或只含路径命令和数字的 SVG 路径数据',
    en: '{field} must be a built-in icon or SVG path data (path commands and numbers only)',
  },
  settingsFieldTooMany: { zh: '最多 {max} 项', en: 'At most {max} entries' },
  settingsDuplicate: { zh: '有两项重复', en: 'Two entries are the same' },
  settingsReaderTypeNotFound: {
    zh: '本馆没有这个读者类型',
    en: 'This library has no such reader type',
  },
  settingsFieldName: { zh: '名称', en: 'Name' },
  settingsFieldServicephone: { zh: '客服电话', en: 'Customer-service phone' },
  settingsFieldOpeninghours: { zh: '开放时间', en: 'Opening hours' },
  settingsFieldAddress: { zh: '地址', en: 'Street address' },
  settingsFieldTitle: { zh: '链接名称', en: 'Link title' },
  settingsFieldUrl: { zh: '网址', en: 'Address' },
  settingsFieldOrigin: { zh: '来源', en: 'Origin' },
  settingsFieldMaxloans: { zh: '可借册数', en: 'Loans' },
  settingsFieldLoandays: { zh: '借期（天）', en: 'Loan days' },
  settingsFieldMaxrenewals: { zh: '可续借次数', en: 'Renewals' },
  settingsFieldFinefenperday: { zh: '每日罚金（分）', en: 'Fine per day (fen)' },
  settingsFieldFinelimitfen: { zh: '罚金上限（分）', en: 'Fine limit (fen)' },
  settingsFieldMaxreservations: { zh: '可预约册数', en: 'Reservations' },
  settingsFieldHolddays: { zh: '预约保留天数', en: 'Hold days' },
  settingsFieldMethods: { zh: '支付方式', en: 'Payment methods' },
  settingsFieldCount: { zh: '条目', en: 'Entries' },
  settingsFieldKey: { zh: '菜单项', en: 'Menu entry' },
  settingsFieldMenutitle: { zh: '标题', en: 'Title' },
  settingsFieldPath: { zh: '链接', en: 'Link' },
  settingsFieldIcon: { zh: '图标', en: 'Icon' },
} satisfies MessageTable;

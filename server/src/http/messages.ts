import type { FastifyRequest } from 'fastify';
import { detailMessages } from './messages.detail';
import { preborrowMessages } from './messages.preborrow';
import { searchMessages } from './messages.search';

export type Lang = 'zh' | 'en';

/**
 * Every `msg` the server sends, and the titles it sends as data, in both languages.
 * `{field}` and the like are filled in by `translate`.
 */
const catalogue = {
  ok: { zh: '成功', en: 'success' },
  badCredentials: { zh: '用户名或密码错误', en: 'Wrong reader code or password' },
  unknownOrganization: { zh: '机构不存在', en: 'Unknown organisation' },
  invalidInput: { zh: '请求参数无效：{field}', en: 'Invalid request: {field}' },
  invalidJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  unsupportedMediaType: {
    zh: '不支持的请求内容类型',
    en: 'Unsupported request content type',
  },
  unauthenticated: {
    zh: '登录状态已失效，请重新登录',
    en: 'Not logged in, or the session has expired: please log in again',
  },
  forbidden: { zh: '无权访问', en: 'You do not have permission to do this' },
  notFound: { zh: '接口不存在', en: 'No such API' },
  fileNotFound: { zh: '文件不存在', en: 'File not found' },
  payloadTooLarge: { zh: '请求内容过大', en: 'The request body is too large' },
  tooManyRequests: {
    zh: '尝试次数过多，请稍后再试',
    en: 'Too many attempts, please try again later',
  },
  tooManyQuestions: {
    zh: '提问太频繁，请稍后再问',
    en: 'Too many questions in a row, please ask again in a minute',
  },
  internalError: {
    zh: '服务器内部错误，请稍后再试',
    en: 'Internal server error, please try again later',
  },
  blankQuestion: { zh: '请输入问题', en: 'Please enter a question' },
  questionTooLong: {
    zh: '问题太长，最多 {max} 个字',
    en: 'The question is too long: at most {max} characters',
  },
  aiDisabled: {
    zh: '本馆未开通AI馆员',
    en: 'The AI librarian is not enabled for this library',
  },
  aiUnavailable: {
    zh: 'AI馆员暂时无法回答，请稍后再试',
    en: 'The AI librarian cannot answer right now, please try again later',
  },
  newsNotFound: { zh: '内容不存在', en: 'Not found' },
  // Titles of the library information pages (OPACInfos) and of the AI librarian's facts.
  infoIntroduction: { zh: '图书馆简介', en: 'Library introduction' },
  infoReaderNotice: { zh: '读者须知', en: 'Reader notice' },
  infoOpeningHours: { zh: '开放时间', en: 'Opening hours' },
  infoAddress: { zh: '地址', en: 'Address' },
  infoServicePhone: { zh: '客服电话', en: 'Customer service phone' },
  ...searchMessages,
  ...detailMessages,
  ...preborrowMessages,
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof catalogue;

/** en when Accept-Language starts with "en" (en, en-GB, …), zh otherwise (spec §9 default). */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function translate(
  lang: Lang,
  key: MessageKey,
  params: Record<string, string> = {},
): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

import type { MessageTable } from './lang';

/** Server messages every area can send: success, malformed input, permissions, limits, faults. */
export const commonMessages = {
  ok: { zh: '成功', en: 'success' },
  invalidInput: { zh: '请求参数无效：{field}', en: 'Invalid request: {field}' },
  invalidJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  invalidUrl: { zh: '请求地址无效', en: 'The request URL is not valid' },
  unsupportedMediaType: {
    zh: '不支持的请求内容类型',
    en: 'Unsupported request content type',
  },
  forbidden: { zh: '无权访问', en: 'You do not have permission to do this' },
  passwordChangeRequired: {
    zh: '请先修改初始密码',
    en: 'Please change your initial password first',
  },
  notFound: { zh: '接口不存在', en: 'No such API' },
  fileNotFound: { zh: '文件不存在', en: 'File not found' },
  payloadTooLarge: { zh: '请求内容过大', en: 'The request body is too large' },
  tooManyRequests: {
    zh: '尝试次数过多，请稍后再试',
    en: 'Too many attempts, please try again later',
  },
  internalError: {
    zh: '服务器内部错误，请稍后再试',
    en: 'Internal server error, please try again later',
  },
} as const satisfies MessageTable;

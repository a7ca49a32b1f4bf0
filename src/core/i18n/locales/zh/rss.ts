/**
 * Strings of RSS subscriptions (namespace `rss`): the lp-rss-reader widget and its page.
 * The product names the errors (refreshError, getContentError, addError, loadError, saveError);
 * getContentError is its text. `en/rss.ts` has the same keys.
 */
const zhRss = {
  heading: 'RSS订阅',
  loginRequired: '登录后才能订阅和阅读 RSS。',
  login: '登录',
  subscriptions: '我的订阅',
  noSubscriptions: '还没有订阅。添加一个 RSS 或 Atom 订阅源的地址吧。',
  add: '添加订阅',
  addHeading: '添加订阅',
  editHeading: '编辑订阅',
  name: '名称',
  url: '订阅地址',
  urlHint: '以 http:// 或 https:// 开头的 RSS 或 Atom 地址',
  save: '保存',
  cancel: '取消',
  edit: '编辑',
  editLabel: '编辑「{{name}}」',
  remove: '删除',
  removeLabel: '删除「{{name}}」',
  removeConfirm: '确定删除订阅「{{name}}」吗？',
  read: '阅读',
  readLabel: '阅读「{{name}}」',
  refresh: '刷新',
  added: '已添加订阅「{{name}}」',
  saved: '已保存订阅「{{name}}」',
  removed: '已删除订阅「{{name}}」',
  nameRequired: '请输入名称',
  urlRequired: '请输入订阅地址',
  urlInvalid: '请输入有效的网址（以 http:// 或 https:// 开头）',
  items: '「{{name}}」的内容',
  noItems: '这个订阅源暂时没有内容。',
  fetchedAt: '更新于 {{time}}',
  published: '发布于 {{time}}',
  opensInNewTab: '（在新标签页打开）',
  chooseFeed: '选择一个订阅来阅读它的内容。',
  refreshError: '刷新失败',
  getContentError: '获取内容失败，请检查网络连接或RSS源可用性',
  addError: '添加失败',
  loadError: '加载订阅失败',
  saveError: '保存失败',
  deleteError: '删除失败',
};

export default zhRss;

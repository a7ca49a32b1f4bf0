/**
 * Chinese strings of the digital library (e-books, journals, the e-book shelf, the reader) and
 * of the library's information pages: namespace `ebooks`. en/ebooks.ts must have the same keys.
 */
const zhEbooks = {
  heading: {
    all: '数字资源',
    ebook: '电子书',
    journal: '电子期刊',
    shelf: '我的电子书架',
  },
  types: {
    label: '资源类型',
    all: '全部',
    ebook: '电子书',
    journal: '电子期刊',
  },
  tags: {
    label: '分类标签',
    all: '全部分类',
    count: '{{name}}（{{count}}）',
  },
  search: {
    label: '搜索电子资源',
    placeholder: '书名/作者',
    submit: '搜索',
  },
  total: '共 {{count}} 种',
  pagination: '{{list}}分页',
  format: {
    epub: 'EPUB',
    pdf: 'PDF',
    none: '暂无电子文件',
  },
  loginOnly: '登录后阅读',
  author: '作者：{{author}}',
  publisher: '出版：{{publisher}}',
  year: '年份：{{year}}',
  percent: '已读 {{percent}}%',
  open: '查看详情',
  read: '在线阅读',
  back: '返回列表',
  shelf: {
    add: '加入书架',
    remove: '移出书架',
    added: '已加入书架',
    removed: '已移出书架',
    empty: '书架上还没有电子书。',
    loginToAdd: '登录后可加入书架',
  },
  notFound: '电子书不存在',
  gate: {
    shelf: '登录后才能查看我的电子书架。',
    login: '登录',
  },
  reader: {
    label: '电子书阅读器',
    previous: '上一页',
    next: '下一页',
    location: '第 {{page}} / {{pages}} 页',
    progress: '已读 {{percent}}%',
    loading: '正在打开电子书…',
    failed: '电子书打开失败，请重试',
    backToBook: '返回详情',
    hint: '可用方向键或 PageUp/PageDown 翻页',
    // The permission text (the product gives it in English only; this is ours).
    noPermission: '您没有阅读权限，或登录状态已过期，请登录',
    login: '登录',
    noFile: '这本书暂无可在线阅读的文件。',
  },
  info: {
    introduction: '图书馆简介',
    readerNotice: '读者须知',
    openingHours: '开放时间',
    address: '地址',
    servicePhone: '客服电话',
    empty: '图书馆尚未发布此内容。',
  },
};

export default zhEbooks;

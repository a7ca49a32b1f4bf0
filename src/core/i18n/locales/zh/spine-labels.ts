/**
 * Strings of the spine and barcode labels (namespace `spine-labels`): lp-spine-labels and its
 * portal page /admin/catalogue/labels. `en/spine-labels.ts` has the same keys.
 */
const zhSpineLabels = {
  heading: '打印书标',
  staffOnly: '只有图书馆员可以打印书标。',
  loginRequired: '请用馆员账号登录。',
  login: '登录',
  barcodes: '图书条码（每行一个，可直接扫描）',
  barcodesHint: '最多 {{max}} 个条码。重复的条码只打印一次。',
  counted_one: '已输入 {{count}} 个条码',
  counted_other: '已输入 {{count}} 个条码',
  tooMany: '一次最多 {{max}} 个条码，现在有 {{count}} 个。',
  noBarcodes: '请先输入或扫描条码。',
  layout: '版式',
  layout_sheet: 'A4 标签纸 3×8（书脊号 + 条码，每页 24 张）',
  layout_spine: '仅书脊标签 A4 5×13（每页 65 张）',
  skip: '跳过标签纸上已用掉的前几张',
  libraryName: '馆名（标签上的简称）',
  make: '生成标签',
  print: '打印',
  printHint: '打印时请选择 A4 纸、边距“无”、缩放 100%。',
  ready_one: '共 {{count}} 张标签，{{pages}} 页。',
  ready_other: '共 {{count}} 张标签，{{pages}} 页。',
  unknownHeading_one: '以下 {{count}} 个条码不是本馆的馆藏，没有生成标签：',
  unknownHeading_other: '以下 {{count}} 个条码不是本馆的馆藏，没有生成标签：',
  noCallNumber: '无索书号',
  barcodeOf: '条码 {{barcode}}',
  notEncodable: '条码 {{barcode}} 含有无法打印成条形码的字符',
  sheet: '标签预览',
  page: '第 {{page}} 页',
  none: '这些条码都不是本馆的馆藏。',
};

export default zhSpineLabels;

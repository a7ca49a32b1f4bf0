/**
 * Strings of the organisations that run libportal (namespace `organizations`): the list
 * `lp-organization-list` and one organisation's profile `lp-organization-profile`.
 * `en/organizations.ts` has the same keys.
 */
const zhOrganizations = {
  list: {
    heading: '正在使用的学校与图书馆',
    search: '按名称或代码查找',
    searchPlaceholder: '例如：实验中学',
    submit: '查找',
    clear: '显示全部',
    total_one: '共 {{count}} 家',
    total_other: '共 {{count}} 家',
    empty: '没有找到符合条件的学校或图书馆。',
    open: '查看 {{name}} 的介绍',
    pagination: '学校与图书馆分页',
  },
  figures: {
    label: '{{name}}的公开数据',
    titles: '馆藏书目（种）',
    readers: '读者（人）',
    loansThisYear: '今年借阅（册次）',
  },
  profile: {
    invalid: '请指定一家学校或图书馆。',
    notFound: '没有找到这家学校或图书馆。',
    figures: '公开数据',
    figuresNote: '今年借阅为截至最近一次统计的数量；不含任何读者个人信息。',
    visit: '进入 {{name}} 的阅读门户',
    back: '返回案例列表',
  },
};

export default zhOrganizations;

/**
 * Strings of the reader home's widgets (namespace `reader-home`): the borrowing ranking
 * excerpt and the recommended reading. `en/reader-home.ts` has the same keys.
 */
const zhReaderHome = {
  ranking: {
    heading: '借阅排行',
    periods: '排行周期',
    period_year: '年榜',
    period_month: '月榜',
    period_week: '周榜',
    span_week: '{{from}} 至 {{to}}',
    list: '{{span}}借阅最多的图书',
    borrows_one: '借阅 {{count}} 次',
    borrows_other: '借阅 {{count}} 次',
    rank: '第 {{rank}} 名',
    empty_year: '今年还没有借阅记录。',
    empty_month: '本月还没有借阅记录。',
    empty_week: '本周还没有借阅记录。',
    mine_year_one: '你今年借阅了 {{count}} 本书，在本馆 {{readers}} 位借阅读者中排第 {{rank}} 名。',
    mine_year_other:
      '你今年借阅了 {{count}} 本书，在本馆 {{readers}} 位借阅读者中排第 {{rank}} 名。',
    mine_month_one:
      '你本月借阅了 {{count}} 本书，在本馆 {{readers}} 位借阅读者中排第 {{rank}} 名。',
    mine_month_other:
      '你本月借阅了 {{count}} 本书，在本馆 {{readers}} 位借阅读者中排第 {{rank}} 名。',
    mine_week_one: '你本周借阅了 {{count}} 本书，在本馆 {{readers}} 位借阅读者中排第 {{rank}} 名。',
    mine_week_other:
      '你本周借阅了 {{count}} 本书，在本馆 {{readers}} 位借阅读者中排第 {{rank}} 名。',
    mineNone_year: '你今年还没有借书，去找一本喜欢的书吧。',
    mineNone_month: '你本月还没有借书，去找一本喜欢的书吧。',
    mineNone_week: '你本周还没有借书，去找一本喜欢的书吧。',
    loginForMine: '登录后可以看到自己的借阅名次。',
  },
  recommended: {
    heading: '为你推荐',
    loginRequired: '登录后查看为你推荐的图书。',
    login: '登录',
    empty: '暂时没有可推荐的图书，多借几本书后再来看看吧。',
    because_category: '与你常读的图书同类',
    because_popular: '本馆热门',
    available: '可借 {{count}} 册',
    unavailable: '暂无可借',
  },
};

export default zhReaderHome;

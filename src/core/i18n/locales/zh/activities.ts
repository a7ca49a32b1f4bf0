/**
 * Strings of library activities (lp-activities) and reading competitions (lp-competitions),
 * namespace `activities`. `en/activities.ts` has the same keys.
 */
const zhActivities = {
  gate: {
    login: '登录',
    activities: '登录后才能查看和报名图书馆活动。',
    competitions: '登录后才能查看阅读竞赛。',
  },
  activities: {
    heading: '图书馆活动',
    empty: '暂时没有活动。',
    when: '时间：{{from}} 至 {{to}}',
    place: '地点：{{place}}',
    places: '名额：{{taken}} / {{capacity}}',
    signUp: '报名 {{title}}',
    cancel: '取消报名 {{title}}',
    signedUp: '已报名',
    full: '名额已满',
    past: '已结束',
    started: '已开始',
    joined: '已报名“{{title}}”。',
    left: '已取消报名“{{title}}”。',
  },
  competitions: {
    heading: '阅读竞赛',
    empty: '暂时没有阅读竞赛。',
    list: '竞赛列表',
    days: '{{from}} 至 {{to}}',
    state_upcoming: '未开始',
    state_running: '进行中',
    state_ended: '已结束',
    rules: '竞赛规则',
    standings: '排行榜',
    show: '查看 {{title}}',
    rank: '名次',
    reader: '读者',
    class: '班级',
    borrows: '借阅量',
    me: '（我）',
    anonymous: '读者 {{alias}}',
    mine: '我的名次：第 {{rank}} 名，借阅 {{borrows}} 本',
    notYet: '你在竞赛期间还没有借阅，快去借书吧。',
    noStandings: '竞赛期间还没有借阅记录。',
    privacy: '只显示选择在排行榜中公开姓名的读者的姓名，其他读者以代号显示。',
  },
};

export default zhActivities;

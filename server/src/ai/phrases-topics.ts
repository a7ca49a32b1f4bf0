import type { Lang } from '../http/messages';
import { formatMoney } from '../../../src/core/api/contract';
import type { AccountFacts } from './account-facts';
import type { PolicyFact } from './policy-facts';

/** The librarian's sentences for the intents beyond books and the library's own texts. */
interface TopicPhrases {
  cannotHelp: string;
  loginFirst: string;
  onlyYourOwn: string;
  howTo: {
    renewal: string;
    fines: string;
    reservation: string;
    lostDamaged: string;
    readerNotice: string;
  };
  /** Frames the organisation's own text (kept in the language the library wrote it). */
  rulesFrame: string;
  /** Where the library's rules are, when they are written in another language. */
  rulesElsewhere: string;
  /** The library's notices about its hours (titles as the library wrote them). */
  hoursNotices: (titles: string[]) => string;
  /** One borrow type's limits and fine, its name as the library wrote it. */
  policyLine: (policy: PolicyFact) => string;
  listOf: { news: string; activities: string; notices: string; ebooks: string };
  nothingIn: (what: string) => string;
  ebooksWhere: string;
  genreBooks: (genre: string) => string;
  loans: (loans: NonNullable<AccountFacts['loans']>) => string;
  fines: (fines: NonNullable<AccountFacts['fines']>) => string;
  reservations: (list: NonNullable<AccountFacts['reservations']>) => string;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

export const topicPhrases: Record<Lang, TopicPhrases> = {
  zh: {
    cannotHelp:
      '抱歉，这个问题我无法回答。我可以：查找馆藏图书及其位置和在馆情况、按作者或类别（如科幻、历史）推荐图书、' +
      '告诉您开放时间、借阅/续借/预约/罚款规则、最新新闻活动和电子书；登录后还可以查询您本人的借阅、到期日、预约和罚款。',
    loginFirst: '请先登录。登录后我可以查询您本人的借阅、到期日、预约和罚款。',
    onlyYourOwn: '为保护读者隐私，我只能查询您本人的借阅信息，不能查询其他读者的。',
    howTo: {
      renewal:
        '续借：登录后在“我的借阅”中选择要续借的图书，点击“续借”即可在线办理；已逾期、已达续借次数或有他人预约的图书不能续借，也可到服务台办理。',
      fines: '罚款：图书逾期归还会产生逾期费用，可在“我的借阅”查看，并在线或到服务台缴纳。',
      reservation:
        '预约：在图书详情页点击“预约”，图书归还后会为您保留，到馆在指定地点领取；可在“我的借阅 → 预约”中查看或取消。',
      lostDamaged:
        '图书遗失或损坏：请尽快到服务台说明情况，按本馆规定赔偿（通常按书价赔偿或购买同一版本的新书归还）；赔偿后该书的借阅记录即结清，不再产生逾期罚款。',
      readerNotice: '借阅：凭读者证到服务台或自助借还机办理借还。',
    },
    rulesFrame: '本馆读者须知：',
    rulesElsewhere: '本馆的完整规定见门户的“读者须知”页面。',
    policyLine: (p) =>
      `${p.name}：每次最多借 ${p.maxLoans} 册，借期 ${p.loanDays} 天，可续借 ${p.maxRenewals} 次；逾期每册每天 ${formatMoney(p.fineFenPerDay, 'zh')}。`,
    hoursNotices: (titles) =>
      `请同时留意开放时间的调整通知：${titles.map((title) => `《${title}》`).join('、')}`,
    listOf: {
      news: '最新新闻：',
      activities: '近期活动：',
      notices: '通知公告：',
      ebooks: '电子书：',
    },
    nothingIn: (what) => `本馆暂无${what}。`,
    ebooksWhere: '电子书可在门户的“电子书”栏目在线阅读。',
    genreBooks: (genre) => `为您推荐馆内的${genre}类图书：`,
    loans: (loans) =>
      loans.length === 0
        ? '您当前没有在借的图书，也没有即将到期的书。'
        : [
            `您当前借阅 ${loans.length} 册：`,
            ...loans.map(
              (loan, i) =>
                `${i + 1}.《${loan.title}》，到期日 ${loan.due}` +
                (loan.overdue
                  ? '（已逾期）'
                  : loan.daysLeft !== null
                    ? `（还剩 ${loan.daysLeft} 天）`
                    : ''),
            ),
          ].join('\n'),
    fines: (fines) =>
      fines.count === 0
        ? '您没有未缴的罚款。'
        : `您有 ${fines.count} 笔未缴罚款，共 ${yuan(fines.totalFen)} 元。`,
    reservations: (list) =>
      list.length === 0
        ? '您当前没有预约。'
        : [
            `您当前的预约（${list.length} 个）：`,
            ...list.map((r, i) => `${i + 1}.《${r.title}》`),
          ].join('\n'),
  },
  en: {
    cannotHelp:
      "Sorry, I can't help with that. I can find books in the library with where they are and " +
      'whether they are in, suggest books by an author or a subject (science fiction, history…), ' +
      'tell you the opening hours, the rules for borrowing, renewals, reservations and fines, the ' +
      'latest news, events and e-books, and once you log in, your own loans, due dates, reservations and fines.',
    loginFirst:
      'Please log in first: then I can tell you your own loans, due dates, reservations and fines.',
    onlyYourOwn:
      "To protect readers' privacy I can only look up your own loans, never other readers'.",
    howTo: {
      renewal:
        'To renew a book, log in, open My loans, pick the book and press Renew. Overdue books, ' +
        'books renewed the maximum number of times and books another reader has reserved cannot be renewed; the desk can help too.',
      fines:
        'Fines: returning a book late incurs an overdue fine; you can see it under My loans and pay it online or at the desk.',
      reservation:
        'To reserve a book that is on loan, press Reserve on its detail page; when a copy comes back it is held for you at the pickup point. See or cancel your reservations under My loans.',
      lostDamaged:
        'If you lose or damage a book, tell the desk as soon as you can: you pay for it as the library ' +
        'sets out (usually its price, or you replace it with a new copy of the same edition), and once ' +
        'that is settled the loan is closed and no more overdue fine is charged.',
      readerNotice: 'To borrow, bring your library card to the desk or a self-service machine.',
    },
    rulesFrame: "The library's rules (as the library wrote them):",
    rulesElsewhere:
      "The library's full rules are on the portal's Reader notice page (written by the library in Chinese).",
    policyLine: (p) =>
      `${p.name}: up to ${p.maxLoans} books at a time for ${p.loanDays} days, renewable ${p.maxRenewals} times; the overdue fine is ${formatMoney(p.fineFenPerDay, 'en')} per book per day.`,
    hoursNotices: (titles) =>
      `The hours may differ for now: see the library's notice ${titles.map((title) => `“${title}”`).join(', ')} under Notices.`,
    listOf: {
      news: 'Latest news:',
      activities: 'Upcoming events and activities:',
      notices: 'Notices:',
      ebooks: 'E-books:',
    },
    nothingIn: (what) => `The library has no ${what} yet.`,
    ebooksWhere: 'E-books can be read online in the portal’s E-books section.',
    genreBooks: (genre) => `Some ${genre} books in the library:`,
    loans: (loans) =>
      loans.length === 0
        ? 'You have no books on loan, so nothing is due.'
        : [
            `You have ${loans.length} book${loans.length === 1 ? '' : 's'} on loan:`,
            ...loans.map(
              (loan, i) =>
                `${i + 1}. ${loan.title}, due ${loan.due}` +
                (loan.overdue
                  ? ' (overdue)'
                  : loan.daysLeft !== null
                    ? ` (${loan.daysLeft} days left)`
                    : ''),
            ),
          ].join('\n'),
    fines: (fines) =>
      fines.count === 0
        ? 'You have no unpaid fines.'
        : `You have ${fines.count} unpaid fine${fines.count === 1 ? '' : 's'}, ${yuan(fines.totalFen)} yuan in all.`,
    reservations: (list) =>
      list.length === 0
        ? 'You have no reservations.'
        : [
            `Your reservations (${list.length}):`,
            ...list.map((r, i) => `${i + 1}. ${r.title}`),
          ].join('\n'),
  },
};

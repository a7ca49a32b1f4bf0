/**
 * The intents a question can carry besides a book, each recognised by its cue words (on the
 * normalised question: Simplified Chinese, lower case). Order matters: the reader's own
 * account before the how-to rules ("我借的书什么时候到期" is about their loans, not the rules).
 */
export type Intent =
  | 'openingHours'
  | 'readerNotice'
  | 'contact'
  | 'renewal'
  | 'fines'
  | 'lostDamaged'
  | 'reservation'
  | 'news'
  | 'activities'
  | 'notices'
  | 'ebooks'
  | 'myLoans'
  | 'myFines'
  | 'myReservations'
  | 'otherReader'
  | 'refuse';

/** Questions about the asker's own account: answered only from their own session. */
export const OWN_ACCOUNT: [Intent, RegExp][] = [
  [
    'myFines',
    /我.{0,4}(?:罚款|欠款|欠费|罚金)|\b(?:my fines?|i owe|(?:do|did) i (?:have|owe) any (?:fines?|money))\b/i,
  ],
  ['myReservations', /我.{0,3}预约|\b(?:my (?:reservations?|holds?)|i reserved)\b/i],
  [
    'myLoans',
    /我借的|我借了|我在借|我现在借|我的借阅|我.{0,3}到期|我的书|我还没还|\b(?:my (?:loans?|books)|(?:i|i've|i have) (?:borrowed|checked out)|(?:do i|i) have on loan|on loan to me)\b/i,
  ],
];

/** Another reader's account: refused whoever asks. */
export const OTHER_READER =
  /借了哪些|借了什么|借阅记录|借书记录|借了几本|(?:读者|同学).{0,8}(?:借阅|借的|罚款|预约)|\b(?:loans of|loans for|borrowed by|reader'?s? loans|every reader|all readers|other readers?)\b/i;

/** Requests outside the librarian's remit, insults and attempts to re-instruct it. */
export const REFUSE =
  /忽略|指令|提示词|系统提示|管理员|越狱|手机号|身份证|天气|作业|写一首|讲个笑话|蠢|笨蛋|傻|滚|废物|\b(?:ignore (?:all |any )?(?:previous|prior|above)|system prompt|you are now|jailbreak|admin|weather|homework|write (?:me )?a poem|joke|capital of|stupid|useless|idiot|dumb|shut up)\b/i;

/** A book lost or damaged: what to do (tell the desk, replace or pay for it). */
export const LOST_OR_DAMAGED = new RegExp(
  [
    '弄丢|丢了|丢失|遗失|找不到了|损坏|弄坏|坏了|污损|破损|撕破|撕坏|弄脏',
    // English only as something that happened to a book, so a title ("Paradise Lost", "The
    // Lost Symbol") is still looked up.
    "\\b(?:i|we|i've|i have|we've|my \\w+)\\s+(?:have\\s+|accidentally\\s+)?(?:lost|damaged|broke|broken|ripped|tore|torn|stained|spilled (?:\\w+ )?on)\\b",
    '\\b(?:lost|damaged|broken|torn|ripped|stained)\\s+(?:a |the |my |this |our )?(?:library )?book\\b',
    '\\bbook\\s+(?:is|was|got|has been)\\s+(?:lost|damaged|broken|torn|ripped|stained)\\b',
  ].join('|'),
  'i',
);

export const INFO_CUES: [Intent, RegExp][] = [
  [
    'openingHours',
    /开放时间|开馆|闭馆|几点|开门|关门|营业时间|开放吗|开不开|开放|\b(?:open|opens|opening|close[sd]?|closing|hours)\b/i,
  ],
  ['renewal', /续借|续期|延期|\b(?:renew|renewals?|renewing|extend)\b/i],
  ['lostDamaged', LOST_OR_DAMAGED],
  ['fines', /罚款|罚金|罚多少|逾期|超期|滞纳|\b(?:fines?|overdue|late fee|late books?)\b/i],
  ['reservation', /预约|预借|预定|\b(?:reserve|reserving|reservations?|holds?|place a hold)\b/i],
  [
    'readerNotice',
    /借阅规则|规则|须知|借几本|借多少本|能借几|借多久|借期|带什么|借书证|读者证|怎么借|如何借|\b(?:rules?|how many books|how long|library card|borrowing)\b/i,
  ],
  ['contact', /地址|电话|联系|怎么走|\b(?:address|phone|telephone|contact)\b/i],
  ['ebooks', /电子书|电子资源|数字资源|电子期刊|在线阅读|\b(?:e-?books?|digital|read online)\b/i],
  ['activities', /活动|讲座|展览|比赛|\b(?:events?|activities|activity|workshops?|talks?)\b/i],
  ['notices', /通知|公告|\b(?:notices?|announcements?)\b/i],
  ['news', /新闻|动态|消息|资讯|新鲜事|\bnews\b/i],
];

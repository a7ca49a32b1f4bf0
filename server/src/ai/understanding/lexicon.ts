/**
 * Words that shape a question but name nothing in the catalogue: question words, particles,
 * politeness, "do you have", "books by". What is left after removing them is what is asked
 * about. Kept as whole jieba words (Chinese) or lower-case words (English).
 */
export const ZH_QUESTION_WORDS = new Set(
  (
    '有 有没有 没有 吗 呢 吧 啊 呀 么 嘛 的 了 过 着 是 在 哪 哪里 哪儿 哪些 什么 啥 几 几本 多少 ' +
    '请问 请 麻烦 帮 帮我 我 你 你们 您 想 想要 要 借 能 能借 可以 可借 还 还能 还有 一下 找 查 查查 ' +
    '看 想看 读 推荐 介绍 几本书 一些 一本 本 书 书籍 图书 作品 写 写的 写过 著作 小说 馆 馆里 图书馆 本馆 ' +
    '它 他 她 它们 其他 别的 其它 这 那 这个 那个 这套 关于 有关 相关 类 类型 方面 之类 吗？ 一书 位置 楼 几楼 在哪里 在哪 哪一 下 好 好看 的书'
  ).split(' '),
);

export const EN_QUESTION_WORDS = new Set(
  (
    'a an the do does did u you your yours have has had got any some is are was were be there ' +
    "where what which who whom when how can could may might i i'd id me my we us please pls plz " +
    'find looking look for search borrow read get want like would to of in on at by from about ' +
    'written wrote writer author authors book books novel novels anything something stuff copy ' +
    'copies available availability library stock shelf now today hi hello thanks thank it that this ' +
    'one them recommend suggest show tell list give good best'
  ).split(' '),
);

/** Anaphora that point back at the book or author of an earlier turn. */
export const FOLLOW_UP =
  /它|这本|那本|这书|那书|这套|他的|她的|他还|她还|其他|别的|还有吗|能借吗|可以借吗|在几楼|几楼|在哪|\b(?:it|its|that one|this one|that book|this book|them|his|her|he|she|more by|other books)\b/i;

/** "More of that author": search the author of the earlier book rather than the book. */
export const SAME_AUTHOR =
  /他的|她的|他还|她还|其他|别的|同一作者|同作者|\b(?:his|her|more by|other books|same author)\b/i;

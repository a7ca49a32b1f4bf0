import type { Database } from '../db/client';
import { bookKind } from '../db/schema';

type BookKindRow = typeof bookKind.$inferInsert;

/**
 * The Chinese Library Classification (中国图书馆分类法, 5th edition) as the category tree of
 * BookKind/List: its 22 basic classes, and below them the classes the demo catalogue's
 * category codes fall in (seed/chinese-titles.ts; the goodbooks titles are I1, see
 * seed/catalogue.ts), down to the level whose name is certain. A book counts for every class
 * whose code is a prefix of its own ("I247.55" counts for I247.5, I247, I24, I2 and I), so a
 * code deeper than the tree still lands in the right branch.
 */
const kinds: [code: string, parent: string | null, zh: string, en: string][] = [
  [
    'A',
    null,
    '马克思主义、列宁主义、毛泽东思想、邓小平理论',
    'Marxism, Leninism, Mao Zedong Thought, Deng Xiaoping Theory',
  ],
  ['B', null, '哲学、宗教', 'Philosophy and religion'],
  ['C', null, '社会科学总论', 'Social sciences in general'],
  ['D', null, '政治、法律', 'Politics and law'],
  ['E', null, '军事', 'Military science'],
  ['F', null, '经济', 'Economics'],
  ['G', null, '文化、科学、教育、体育', 'Culture, science, education and sports'],
  ['H', null, '语言、文字', 'Languages and writing'],
  ['I', null, '文学', 'Literature'],
  ['J', null, '艺术', 'Art'],
  ['K', null, '历史、地理', 'History and geography'],
  ['N', null, '自然科学总论', 'Natural sciences in general'],
  ['O', null, '数理科学和化学', 'Mathematics, physics and chemistry'],
  ['P', null, '天文学、地球科学', 'Astronomy and earth sciences'],
  ['Q', null, '生物科学', 'Life sciences'],
  ['R', null, '医药、卫生', 'Medicine and health'],
  ['S', null, '农业科学', 'Agricultural sciences'],
  ['T', null, '工业技术', 'Industrial technology'],
  ['U', null, '交通运输', 'Transportation'],
  ['V', null, '航空、航天', 'Aviation and astronautics'],
  ['X', null, '环境科学、安全科学', 'Environmental science and safety science'],
  ['Z', null, '综合性图书', 'General works'],

  ['B1', 'B', '世界哲学', 'World philosophy'],
  ['B2', 'B', '中国哲学', 'Chinese philosophy'],
  ['B22', 'B2', '先秦哲学', 'Pre-Qin philosophy'],
  ['B222', 'B22', '儒家', 'Confucianism'],
  ['B222.1', 'B222', '四书', 'The Four Books'],
  ['B222.2', 'B222', '论语', 'The Analects'],
  ['C91', 'C', '社会学', 'Sociology'],

  ['I1', 'I', '世界文学', 'World literature'],
  ['I2', 'I', '中国文学', 'Chinese literature'],
  ['I20', 'I2', '文学评论和研究', 'Literary criticism and research'],
  ['I207', 'I20', '各体文学评论和研究', 'Criticism of literary genres'],
  ['I21', 'I2', '作品集', 'Collected works'],
  ['I210', 'I21', '鲁迅著作及研究', 'Works of Lu Xun and their study'],
  ['I22', 'I2', '诗歌、韵文', 'Poetry and verse'],
  ['I222', 'I22', '古代诗歌', 'Classical poetry'],
  ['I222.742', 'I222', '唐诗', 'Tang poetry'],
  ['I222.844', 'I222', '宋词', 'Song ci poetry'],
  ['I226', 'I22', '现代诗歌（1919–1949）', 'Modern poetry (1919–1949)'],
  ['I227', 'I22', '当代诗歌（1949–）', 'Contemporary poetry (1949–)'],
  ['I23', 'I2', '戏剧文学', 'Drama'],
  ['I24', 'I2', '小说', 'Fiction'],
  ['I242', 'I24', '古代至近代小说', 'Classical fiction (to 1919)'],
  ['I242.4', 'I242', '章回小说', 'Classical chapter novels'],
  ['I246', 'I24', '现代小说（1919–1949）', 'Modern fiction (1919–1949)'],
  ['I246.5', 'I246', '新体长篇、中篇小说', 'Novels and novellas'],
  ['I247', 'I24', '当代小说（1949–）', 'Contemporary fiction (1949–)'],
  ['I247.5', 'I247', '新体长篇、中篇小说', 'Novels and novellas'],
  ['I25', 'I2', '报告文学', 'Reportage'],
  ['I26', 'I2', '散文', 'Prose'],
  ['I266', 'I26', '现代散文（1919–1949）', 'Modern prose (1919–1949)'],
  ['I267', 'I26', '当代散文（1949–）', 'Contemporary prose (1949–)'],
  ['I28', 'I2', '儿童文学', "Children's literature"],
  ['I287', 'I28', '当代儿童文学（1949–）', "Contemporary children's literature (1949–)"],
  ['I3', 'I', '亚洲文学', 'Asian literature'],
  ['I351', 'I3', '印度文学', 'Indian literature'],
  ['I5', 'I', '欧洲文学', 'European literature'],
  ['I512', 'I5', '俄罗斯文学', 'Russian literature'],
  ['I561', 'I5', '英国文学', 'British literature'],
  ['I565', 'I5', '法国文学', 'French literature'],
  ['I7', 'I', '美洲文学', 'Literature of the Americas'],
  ['I712', 'I7', '美国文学', 'American literature'],

  ['K2', 'K', '中国史', 'History of China'],
  ['K20', 'K2', '通史', 'General history'],
  ['K204', 'K20', '古代史籍', 'Ancient historical records'],
  ['K204.2', 'K204', '纪传体', 'Annals-and-biographies histories'],
  ['K204.3', 'K204', '编年体', 'Chronicles'],
  ['K26', 'K2', '新民主主义革命时期（1919–1949）', 'New Democratic Revolution (1919–1949)'],
  ['K8', 'K', '传记', 'Biography'],
  ['K9', 'K', '地理', 'Geography'],
  ['Q96', 'Q', '昆虫学', 'Entomology'],
  ['X5', 'X', '环境污染及其防治', 'Environmental pollution and its control'],
  ['Z6', 'Z', '期刊、连续性出版物', 'Periodicals and serials'],
];

export const bookKindRows: BookKindRow[] = kinds.map(([code, parentCode, nameZh, nameEn]) => ({
  code,
  parentCode,
  nameZh,
  nameEn,
}));

/** One tree for every organisation (the classification is not the library's own). */
export async function insertBookKinds(db: Database) {
  await db.insert(bookKind).values(bookKindRows).onConflictDoNothing();
}

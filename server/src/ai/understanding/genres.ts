/**
 * Subjects and genres readers name, mapped to the catalogue: CLC class prefixes (the
 * categoryCode facet) and title/author keywords for the goodbooks titles, which carry the
 * single class I1 (books.csv records no genre). More specific entries come first: "科幻小说"
 * is science fiction, not just fiction.
 */
export interface Genre {
  key: string;
  zh: string;
  en: string;
  /** Words in a question that name it (matched on the normalised question). */
  cues: RegExp;
  /** CLC prefixes, as the category facet takes them. */
  classes: string[];
  /** Catalogue keywords searched one by one when the classes leave room. */
  keywords: string[];
}

export const GENRES: Genre[] = [
  {
    key: 'sf',
    zh: '科幻',
    en: 'science fiction',
    cues: /科幻|科学幻想|\b(?:science fiction|sci-?fi)\b/i,
    classes: ['I247.55', 'I565.44'],
    keywords: ["Ender's Game", 'Dune', "Hitchhiker's Guide"],
  },
  {
    key: 'fantasy',
    zh: '奇幻',
    en: 'fantasy',
    cues: /奇幻|魔幻|玄幻|魔法|\bfantasy\b/i,
    classes: [],
    keywords: ['Harry Potter', 'The Hobbit', 'Lord of the Rings', 'Game of Thrones'],
  },
  {
    key: 'mystery',
    zh: '推理悬疑',
    en: 'mystery and crime',
    cues: /推理|侦探|悬疑|探案|\b(?:mystery|mysteries|detective|crime|thrillers?)\b/i,
    classes: [],
    keywords: ['Sherlock Holmes', 'Agatha Christie', 'Gone Girl', 'Da Vinci Code'],
  },
  {
    key: 'classics',
    zh: '古典名著',
    en: 'Chinese classics',
    cues: /名著|古典|四大|\bchinese classics?\b/i,
    classes: ['I242'],
    keywords: [],
  },
  {
    key: 'poetry',
    zh: '诗歌',
    en: 'poetry',
    cues: /诗|词|\b(?:poetry|poems?|poets?)\b/i,
    classes: ['I22', 'I351', 'I207'],
    keywords: [],
  },
  {
    key: 'children',
    zh: '儿童文学',
    en: "children's books",
    cues: /儿童|童话|少儿|绘本|\b(?:children'?s?|kids)\b/i,
    classes: ['I287'],
    keywords: [],
  },
  {
    key: 'history',
    zh: '历史',
    en: 'history',
    cues: /历史|史书|\b(?:history|historical)\b/i,
    classes: ['K'],
    keywords: [],
  },
  {
    key: 'philosophy',
    zh: '哲学',
    en: 'philosophy',
    cues: /哲学|国学|\bphilosophy\b/i,
    classes: ['B'],
    keywords: [],
  },
  {
    key: 'science',
    zh: '科普',
    en: 'popular science',
    cues: /科普|自然科学|\b(?:popular science|science)\b/i,
    classes: ['Q', 'N', 'X', 'O', 'P'],
    keywords: [],
  },
];

/** The genre a question names, if any: asked as a subject ("有什么历史书"), not as a title. */
export function genreOf(normalized: string): Genre | undefined {
  return GENRES.find((genre) => genre.cues.test(normalized));
}

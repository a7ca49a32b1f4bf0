import type { Database } from '../db/client';
import { listEbooks } from '../queries/ebooks';
import { listNews } from '../queries/news';
import type { Intent } from './intents';

/** How many items of a list an answer names. */
const ITEMS = 3;

/** Titles of the library's news, activities, notices and e-books that the question asked for. */
export interface ContentFacts {
  news?: string[];
  activities?: string[];
  notices?: string[];
  ebooks?: string[];
  /** Notices that change the opening hours (a winter timetable), for an hours question. */
  hoursNotices?: string[];
}

/** A notice about when the library is open: its title says so. */
const HOURS_NOTICE =
  /开放时间|开馆|闭馆|放假|假期|寒假|暑假|\b(?:opening hours|hours|closed|closure)\b/i;
/** Recent notices read for one about the hours. */
const NOTICES_READ = 10;

const titles = (list: { title: string }[]) => list.map((item) => item.title);

export async function contentFacts(
  db: Database,
  orgId: number,
  intents: Intent[],
): Promise<ContentFacts | undefined> {
  const content: ContentFacts = {};
  if (intents.includes('news'))
    content.news = titles((await listNews(db, orgId, 'news', 1, ITEMS)).list);
  if (intents.includes('activities')) {
    content.activities = titles((await listNews(db, orgId, 'activity', 1, ITEMS)).list);
  }
  if (intents.includes('notices')) {
    content.notices = titles((await listNews(db, orgId, 'notice', 1, ITEMS)).list);
  }
  if (intents.includes('openingHours')) {
    const recent = titles((await listNews(db, orgId, 'notice', 1, NOTICES_READ)).list);
    const aboutHours = recent.filter((title) => HOURS_NOTICE.test(title)).slice(0, 2);
    if (aboutHours.length > 0) content.hoursNotices = aboutHours;
  }
  if (intents.includes('ebooks')) {
    const page = await listEbooks(db, orgId, {}, { index: 1, pagesize: ITEMS });
    content.ebooks = titles(page.list);
  }
  return Object.keys(content).length > 0 ? content : undefined;
}

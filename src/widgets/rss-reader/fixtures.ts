import { ApiPath, type RssFeed, type RssSubscription } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/LibraryReaderApi\/)/;

export const SUBSCRIPTIONS: RssSubscription[] = [
  {
    id: 1,
    url: 'https://library.example.edu/news.xml',
    name: '图书馆新闻',
    createdtime: '2026-11-01T02:00:00Z',
  },
  {
    id: 2,
    url: 'https://reading.example.org/atom.xml',
    name: 'Reading club',
    createdtime: '2026-11-02T02:00:00Z',
  },
];

export const FEED: RssFeed = {
  id: 1,
  title: 'School library news',
  link: 'https://library.example.edu/',
  fetchedat: '2026-11-24T01:00:00Z',
  items: [
    {
      title: '本周新书',
      link: 'https://library.example.edu/new',
      published: '2026-11-02T08:00:00Z',
      // The server sends text: a tag in it is shown as its characters, never run.
      summary: '十二本新书上架。<img src=x onerror=alert(1)>',
    },
    { title: '读书月', link: null, published: null, summary: '' },
  ],
};

export interface RssServerOptions {
  subscriptions?: RssSubscription[];
  /** The feed's answer: a failure message (code 10158) instead of the items. */
  feedFails?: string;
  /** Saving answers this refusal. */
  saveFails?: string;
  listFails?: boolean;
  delay?: number;
}

/** A fake server keeping the subscriptions in memory, as the real one does per reader. */
export function rssServer(options: RssServerOptions = {}): FakeHandler {
  let subscriptions = [...(options.subscriptions ?? SUBSCRIPTIONS)];
  let nextId = 100;
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    const body = request.body ?? {};
    const reply = (() => {
      switch (request.path.replace(API_BASE, '')) {
        case ApiPath.rssList:
          return options.listFails ? fail(20102, '', 500) : ok(subscriptions);
        case ApiPath.rssSave: {
          if (options.saveFails) return fail(10158, options.saveFails);
          const fields = { url: String(body.url), name: String(body.name) };
          if (typeof body.id === 'number') {
            subscriptions = subscriptions.map((item) =>
              item.id === body.id ? { ...item, ...fields } : item,
            );
            return ok(subscriptions.find((item) => item.id === body.id));
          }
          const added = { id: nextId++, createdtime: '2026-11-24T02:00:00Z', ...fields };
          subscriptions.push(added);
          return ok(added);
        }
        case ApiPath.rssDelete:
          subscriptions = subscriptions.filter((item) => item.id !== body.id);
          return ok(null);
        case ApiPath.rssItems:
          return options.feedFails
            ? fail(10158, options.feedFails)
            : ok({ ...FEED, id: Number(body.id) });
        default:
          return fail(40401, 'not found', 404);
      }
    })();
    return options.delay ? { ...reply, delay: options.delay } : reply;
  };
}

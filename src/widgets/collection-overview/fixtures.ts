import { ApiPath, type CollectionOverview } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const LOCATIONS = [
  {
    locationid: 1,
    name: '总馆一楼借阅区',
    titles: 900,
    copies: 2200,
    available: 1600,
    shelves: 12,
  },
  { locationid: 3, name: '少儿阅览室', titles: 100, copies: 300, available: 250, shelves: 2 },
];

const ALL: CollectionOverview = {
  locations: LOCATIONS,
  categories: [
    { code: 'I', name: '文学', titles: 800, copies: 2000 },
    { code: 'K', name: '历史、地理', titles: 200, copies: 500 },
  ],
  titles: 1000,
  copies: 2500,
};

const CHILDREN: CollectionOverview = {
  locations: LOCATIONS,
  categories: [{ code: 'I', name: '文学', titles: 100, copies: 300 }],
  titles: 100,
  copies: 300,
};

/** The fake LibraryLocation/Query: the whole library, or the children's room (3); else 404. */
export function overviewServer(options: { fails?: boolean; empty?: boolean } = {}): FakeHandler {
  return (request) => {
    if (options.empty) return ok({ locations: [], categories: [], titles: 0, copies: 0 });
    if (options.fails || !request.path.endsWith(ApiPath.libraryLocations)) {
      return fail(20102, '', 500);
    }
    const locationid = request.body?.locationid;
    if (locationid === undefined) return ok(ALL);
    if (locationid === 3) return ok(CHILDREN);
    return fail(40401, 'No such library location', 404);
  };
}

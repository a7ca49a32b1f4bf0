import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { areaKey, invalidateAreas, QueryArea, removePersonalQueries } from './keys';

const BASE = 'http://api.test/api';

describe('query areas', () => {
  it("drops every answer about the reader on login or logout, and keeps the catalogue's", () => {
    const client = new QueryClient();
    client.setQueryData(areaKey(QueryArea.circulation, BASE, 'loans'), ['loan']);
    client.setQueryData(areaKey(QueryArea.money, BASE, 'bills'), ['bill']);
    client.setQueryData(areaKey(QueryArea.reader, BASE, 'summary'), { borrowing: 1 });
    client.setQueryData(['/LibraryReaderApi/Book/Query/Search', BASE, 'harry'], ['book']);
    removePersonalQueries(client);
    expect(client.getQueryData(areaKey(QueryArea.circulation, BASE, 'loans'))).toBeUndefined();
    expect(client.getQueryData(areaKey(QueryArea.money, BASE, 'bills'))).toBeUndefined();
    expect(client.getQueryData(areaKey(QueryArea.reader, BASE, 'summary'))).toBeUndefined();
    expect(client.getQueryData(['/LibraryReaderApi/Book/Query/Search', BASE, 'harry'])).toEqual([
      'book',
    ]);
  });

  it("drops the staff pages' answers too: readers' names, overdue lists, drafts", () => {
    const client = new QueryClient();
    const staffAreas = [
      QueryArea.desk,
      QueryArea.catalogue,
      QueryArea.readersAdmin,
      QueryArea.settingsAdmin,
      QueryArea.contentAdmin,
      QueryArea.activityAdmin,
      QueryArea.reports,
    ];
    for (const area of staffAreas) client.setQueryData(areaKey(area, BASE, 'list'), ['row']);
    removePersonalQueries(client);
    for (const area of staffAreas) {
      expect(client.getQueryData(areaKey(area, BASE, 'list')), area).toBeUndefined();
    }
  });

  it('invalidates the areas a mutation changed, by prefix, and no other', async () => {
    const client = new QueryClient();
    client.setQueryData(areaKey(QueryArea.circulation, BASE, 'loans'), ['loan']);
    client.setQueryData(areaKey(QueryArea.money, BASE, 'bills'), ['bill']);
    await invalidateAreas(client, QueryArea.circulation);
    const state = (area: QueryArea, name: string) =>
      client.getQueryState(areaKey(area, BASE, name))?.isInvalidated;
    expect(state(QueryArea.circulation, 'loans')).toBe(true);
    expect(state(QueryArea.money, 'bills')).toBe(false);
  });
});

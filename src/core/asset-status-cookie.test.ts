import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import {
  ASSET_STATUS_COOKIE,
  cookieFromStatuses,
  readAssetStatuses,
  statusesFromCookie,
  writeAssetStatuses,
} from './asset-status-cookie';

describe('the libyunStatus cookie', () => {
  it('stores a JSON list of labels and reads the codes back', () => {
    writeAssetStatuses([6, 3]);
    expect(JSON.parse(Cookies.get(ASSET_STATUS_COOKIE) ?? '')).toEqual(['在馆', '异常借出']);
    expect(readAssetStatuses()).toEqual([3, 6]);
  });

  it('reads both labels of 4 and English labels; ignores the unknown and the malformed', () => {
    expect(statusesFromCookie(JSON.stringify(['预约', 'Lent out', '遗失', 7]))).toEqual([2, 4]);
    expect(statusesFromCookie('not json')).toEqual([]);
    expect(statusesFromCookie('{"a":1}')).toEqual([]);
    expect(statusesFromCookie(undefined)).toEqual([]);
  });

  it('removes the cookie for an empty selection and keeps only filterable codes', () => {
    writeAssetStatuses([2]);
    writeAssetStatuses([]);
    expect(Cookies.get(ASSET_STATUS_COOKIE)).toBeUndefined();
    expect(cookieFromStatuses([5, 4, 2])).toBe(JSON.stringify(['借出', '预借']));
  });
});

import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from './storage';

/** The cookies the old portal wrote with js-cookie, and ours, read both ways. */
describe('cookies', () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

  it('writes what js-cookie reads back, and reads what it wrote', () => {
    const values = [
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl_-',
      JSON.stringify(['在馆', '异常借出']),
      'a b;c,d=e%f"g\\h+i/j:k<l>m?n@o[p]q^r`s{t|u}v',
    ];
    for (const value of values) {
      writeCookie('token', value);
      expect(Cookies.get('token')).toBe(value);
      Cookies.set('libyunStatus', value, { path: '/' });
      expect(readCookie('libyunStatus')).toBe(value);
    }
  });

  it('removes a cookie and tells a missing one from an empty one', () => {
    writeCookie('token', 'x');
    writeCookie('token', null);
    expect(readCookie('token')).toBeUndefined();
    expect(Cookies.get('token')).toBeUndefined();
    document.cookie = 'token=; path=/';
    expect(readCookie('token')).toBe('');
  });

  it('skips another script’s cookie that is not valid percent-encoding, and finds only its name', () => {
    document.cookie = 'broken%E0=1; path=/';
    document.cookie = 'tokenish=nope; path=/';
    document.cookie = 'other=%E0%A4%A; path=/';
    writeCookie('token', 'yes');
    expect(readCookie('token')).toBe('yes');
    expect(readCookie('other')).toBeUndefined();
    expect(readCookie('toke')).toBeUndefined();
  });

  it('drops the quotes of a quoted value, as js-cookie did', () => {
    document.cookie = 'quoted="abc"; path=/';
    expect(readCookie('quoted')).toBe(Cookies.get('quoted'));
    expect(readCookie('quoted')).toBe('abc');
  });
});

import { describe, expect, it } from 'vitest';
import { fillUrlTemplate, safeHref, safeRedirectPath, withQuery } from './urls';

describe('safeRedirectPath: /login?redirect= only ever redirects inside the portal', () => {
  it.each([
    ['/student-home', '/student-home'],
    ['/book-list?keyword=harry#top', '/book-list?keyword=harry#top'],
  ])('keeps %s', (input, expected) => expect(safeRedirectPath(input)).toBe(expected));

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'student-home',
    '',
    null,
  ])('refuses %s', (input) => expect(safeRedirectPath(input)).toBeNull());
});

describe('safeHref: only http, https, mailto and tel links are followed', () => {
  it.each(['https://book.douban.com', 'http://a.b', 'mailto:lib@school.cn', 'tel:010-1234'])(
    'keeps %s',
    (input) => expect(safeHref(input)).toBe(input),
  );
  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://x', ' vbscript:x', ''])(
    'refuses %s',
    (input) => expect(safeHref(input)).toBeNull(),
  );
});

describe('URL helpers', () => {
  it('builds query strings without empty values', () => {
    expect(withQuery('/book-list', { keyword: '哈利 波特', page: 2, empty: '' })).toBe(
      '/book-list?keyword=%E5%93%88%E5%88%A9+%E6%B3%A2%E7%89%B9&page=2',
    );
  });
  it('fills URL templates with encoded values', () => {
    expect(fillUrlTemplate('/catalogue?q={keyword}&x={missing}', { keyword: 'a&b' })).toBe(
      '/catalogue?q=a%26b&x=',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  LOOPBACK_ORIGINS,
  OriginList,
  originsFromEnv,
  parseOriginPattern,
} from '../src/http/origin-patterns';

describe('origin patterns', () => {
  it('reads exact origins and any-port origins, normalised', () => {
    expect(parseOriginPattern('HTTPS://School.Example.edu.cn')).toEqual({
      scheme: 'https',
      host: 'school.example.edu.cn',
      port: '',
    });
    expect(parseOriginPattern('https://a.example:443')?.port).toBe('');
    expect(parseOriginPattern('http://a.example:0080')?.port).toBe('80');
    expect(parseOriginPattern('http://localhost:*')?.port).toBe('*');
    expect(parseOriginPattern('http://[::1]:*')?.host).toBe('[::1]');
  });

  it('refuses everything that is not an origin', () => {
    for (const text of [
      '*',
      'null',
      'https://*.example.com',
      'https://a.example/',
      'https://a.example/path',
      'https://user@a.example',
      'ftp://a.example',
      'javascript:alert(1)',
      'https://a.example:99999',
      'https://a..example',
      'https://a.example; script-src *',
      '',
    ]) {
      expect(parseOriginPattern(text), text).toBeUndefined();
    }
  });

  it('takes ALLOWED_ORIGINS comma-separated and stops at a *', () => {
    expect(originsFromEnv(undefined)).toEqual([]);
    expect(originsFromEnv(' https://a.example , http://localhost:* ,')).toEqual([
      'https://a.example',
      'http://localhost:*',
    ]);
    expect(() => originsFromEnv('https://a.example,*')).toThrow(/credentials/);
    expect(() => originsFromEnv('a.example')).toThrow(/not an origin/);
  });
});

describe('an origin list', () => {
  const loopback = new OriginList(LOOPBACK_ORIGINS);

  it('matches the scheme, the host and the port (any port for :*)', () => {
    expect(loopback.allows('http://localhost:5173')).toBe(true);
    expect(loopback.allows('http://localhost')).toBe(true);
    expect(loopback.allows('http://[::1]:8080')).toBe(true);
    expect(loopback.allows('https://localhost:5173')).toBe(false);
    expect(loopback.allows('http://localhost.evil.example')).toBe(false);
    const exact = new OriginList(['https://a.example']);
    expect(exact.allows('https://a.example')).toBe(true);
    expect(exact.allows('https://a.example:443')).toBe(true);
    expect(exact.allows('https://a.example:8443')).toBe(false);
    expect(exact.allows('http://a.example')).toBe(false);
  });

  it('never matches a request origin that is a pattern, "null" or missing', () => {
    expect(loopback.allows('http://localhost:*')).toBe(false);
    expect(loopback.allows('null')).toBe(false);
    expect(loopback.allows(undefined)).toBe(false);
  });

  it('writes CSP sources without IPv6 literals, which CSP cannot express', () => {
    expect(loopback.with(new OriginList(['https://a.example'])).cspSources()).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
      'https://a.example',
    ]);
    expect(OriginList.EMPTY.cspSources()).toEqual([]);
  });
});

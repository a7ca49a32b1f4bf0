import { afterEach, describe, expect, it } from 'vitest';
import { SCRIPT_SETTINGS_KEY, resolveConfig, storeLanguage, storeOrgCode } from './config';

type Holder = { [SCRIPT_SETTINGS_KEY]?: unknown };

afterEach(() => {
  delete (globalThis as Holder)[SCRIPT_SETTINGS_KEY];
});

describe('resolveConfig: attribute, then page global, then stored value, then defaults', () => {
  it('falls back to the defaults: YTKJ, zh, /api', () => {
    expect(resolveConfig()).toEqual({
      apiBase: '/api',
      orgCode: 'YTKJ',
      lang: 'zh',
      portalUrl: '',
    });
  });

  it('prefers the stored value over the defaults', () => {
    storeOrgCode('demo2');
    storeLanguage('en');
    expect(resolveConfig()).toMatchObject({ orgCode: 'DEMO2', lang: 'en' });
  });

  it('prefers the page global over the stored value', () => {
    storeOrgCode('DEMO2');
    storeLanguage('en');
    window.libportal = { orgCode: 'YTKJ', lang: 'zh', apiBase: 'https://lib.example.org/api/' };
    expect(resolveConfig()).toMatchObject({
      orgCode: 'YTKJ',
      lang: 'zh',
      apiBase: 'https://lib.example.org/api',
    });
  });

  it("reads the embed script tag's data-* settings, the window global winning over them", () => {
    (globalThis as Holder)[SCRIPT_SETTINGS_KEY] = {
      settings: { orgCode: 'DEMO2', lang: 'en' },
      defaults: {
        apiBase: 'https://portal.example.org/api',
        portalUrl: 'https://portal.example.org',
      },
    };
    expect(resolveConfig()).toEqual({
      apiBase: 'https://portal.example.org/api',
      orgCode: 'DEMO2',
      lang: 'en',
      portalUrl: 'https://portal.example.org',
    });
    window.libportal = { lang: 'zh' };
    expect(resolveConfig().lang).toBe('zh');
  });

  it('prefers the element attribute over everything', () => {
    storeOrgCode('DEMO2');
    window.libportal = { orgCode: 'DEMO2', lang: 'zh', apiBase: '/page-api' };
    expect(resolveConfig({ orgCode: 'ytkj', lang: 'en', apiBase: '/element-api' })).toMatchObject({
      orgCode: 'YTKJ',
      lang: 'en',
      apiBase: '/element-api',
    });
  });

  it('ignores empty attributes and languages it does not speak', () => {
    window.libportal = { lang: 'fr' };
    expect(resolveConfig({ orgCode: '  ', lang: '' })).toMatchObject({
      orgCode: 'YTKJ',
      lang: 'zh',
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './index';
import { loadNamespace, NAMESPACE_LOADERS } from './namespaces';

describe('area namespaces', () => {
  afterEach(() => {
    delete NAMESPACE_LOADERS.testArea;
  });

  it("loads an area's strings in the page's language only when asked for", async () => {
    const zh = vi.fn(async () => ({ default: { greeting: '你好' } }));
    const en = vi.fn(async () => ({ default: { greeting: 'Hello' } }));
    NAMESPACE_LOADERS.testArea = { zh, en };
    const i18n = createI18n('en');
    await i18n.loadNamespaces('translation');
    expect(en).not.toHaveBeenCalled();

    await i18n.loadNamespaces('testArea');
    expect(i18n.t('greeting', { ns: 'testArea' })).toBe('Hello');
    expect(en).toHaveBeenCalledTimes(1);
    expect(zh).not.toHaveBeenCalled();
  });

  it('keeps the default strings in their own namespace', async () => {
    const i18n = createI18n('zh');
    await i18n.loadNamespaces('translation');
    expect(i18n.t('common.loading')).toBe('加载中...');
  });

  it('refuses an area nobody registered, with its name in the error', async () => {
    await expect(loadNamespace('zh', 'nowhere')).rejects.toThrow('"nowhere"');
  });
});

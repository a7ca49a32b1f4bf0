import { describe, expect, it } from 'vitest';
import { aiMessages } from '../src/http/messages/ai';
import { catalogueImportMessages } from '../src/http/messages/catalogue-import';
import { commonMessages } from '../src/http/messages/common';
import { detailMessages } from '../src/http/messages/detail';
import { identityMessages } from '../src/http/messages/identity';
import { libraryAdminMessages } from '../src/http/messages/library-admin';
import { limitMessages } from '../src/http/messages/limits';
import { newsMessages } from '../src/http/messages/news';
import { preborrowMessages } from '../src/http/messages/preborrow';
import { searchMessages } from '../src/http/messages/search';
import { settingsMessages } from '../src/http/messages/settings';

const tables: Record<string, Record<string, { zh: string; en: string }>> = {
  aiMessages,
  catalogueImportMessages,
  commonMessages,
  detailMessages,
  identityMessages,
  libraryAdminMessages,
  limitMessages,
  newsMessages,
  preborrowMessages,
  searchMessages,
  settingsMessages,
};

describe('server messages', () => {
  it('no key is defined by two areas (the merged catalogue would keep only one)', () => {
    const owners = new Map<string, string[]>();
    for (const [table, messages] of Object.entries(tables)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), table]);
    }
    const clashes = [...owners].filter(([, tableNames]) => tableNames.length > 1);
    expect(clashes).toEqual([]);
  });

  it('every message has a Chinese and an English text with the same placeholders', () => {
    for (const messages of Object.values(tables)) {
      for (const [key, { zh, en }] of Object.entries(messages)) {
        expect(zh.trim(), key).not.toBe('');
        expect(en.trim(), key).not.toBe('');
        const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(zh), key).toEqual(placeholders(en));
      }
    }
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOK_STRINGS_NAMESPACE,
  ELEMENTS_SHOWING_BOOK_STRINGS,
  namespacesOfElement,
} from './book-strings';
import { createI18n } from './index';
import enBooks from './locales/en/books';
import zhBooks from './locales/zh/books';

const SRC = join(__dirname, '../..');
const CORE_BARREL = join(SRC, 'core/index.ts');
/** A key of one of the book strings' groups: `t('bookDetail.author')`, t(`facets.${name}`). */
const USES = new RegExp(`['"\`](${Object.keys(zhBooks).join('|')})\\.[a-zA-Z$]`);
/** A relative import, static or dynamic, or a re-export. */
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
}

/**
 * The source files `entry` imports, transitively, but for the strings and the core's barrel:
 * each name a widget takes from the barrel comes from one module of the core, and the test
 * below checks that none of the barrel's shows a book string.
 */
function sourcesOf(entry: string): string[] {
  const files = new Set([entry]);
  for (const file of files) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, specifier!);
      if (target && target !== CORE_BARREL && !target.includes('/locales/')) files.add(target);
    }
  }
  return [...files];
}

const showsBookStrings = (file: string) => USES.test(readFileSync(file, 'utf8'));

/** Every element's tag → its element.ts (src/widgets/<name>/element.ts). */
function elements(): Map<string, string> {
  const root = join(SRC, 'widgets');
  return new Map(
    readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
      const file = join(root, entry.name, 'element.ts');
      if (!entry.isDirectory() || !existsSync(file)) return [];
      const tag = /\btag: '(lp-[a-z-]+)'/.exec(readFileSync(file, 'utf8'))?.[1];
      return tag ? [[tag, file] as const] : [];
    }),
  );
}

describe('the book strings, which the embed loads with the elements that show them', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are listed for exactly the elements whose code shows one', () => {
    const found = elements();
    expect(found.size).toBeGreaterThan(50);
    const showing = [...found]
      .filter(([, file]) => sourcesOf(file).some(showsBookStrings))
      .map(([tag]) => tag);
    expect(showing.sort()).toEqual([...ELEMENTS_SHOWING_BOOK_STRINGS].sort());
  });

  it('are shown by nothing the core’s barrel exports', () => {
    const exported = [...readFileSync(CORE_BARREL, 'utf8').matchAll(IMPORT)]
      .map(([, specifier]) => resolveImport(CORE_BARREL, specifier!))
      .filter((file): file is string => !!file)
      .flatMap(sourcesOf);
    expect(exported.length).toBeGreaterThan(20);
    expect(exported.filter(showsBookStrings)).toEqual([]);
  });

  it('are waited for by those elements only in the build that ships them apart', () => {
    expect(namespacesOfElement('lp-book-detail')).toEqual(['translation']);
    vi.stubGlobal('__LIBPORTAL_BOOK_STRINGS_APART__', true);
    expect(namespacesOfElement('lp-book-detail')).toEqual(['translation', BOOK_STRINGS_NAMESPACE]);
    expect(namespacesOfElement('lp-search-box')).toEqual(['translation']);
    expect(namespacesOfElement(undefined)).toEqual(['translation']);
    expect(namespacesOfElement('lp-not-an-element')).toEqual(['translation']);
  });

  it('are found in their namespace when the default strings lack them, as in the embed', async () => {
    for (const [lang, books] of [
      ['zh', zhBooks],
      ['en', enBooks],
    ] as const) {
      const i18n = createI18n(lang);
      await i18n.loadNamespaces('translation');
      const {
        bookDetail: _detail,
        facets: _facets,
        ...rest
      } = i18n.getResourceBundle(lang, 'translation') as Record<string, unknown>;
      i18n.removeResourceBundle(lang, 'translation');
      i18n.addResourceBundle(lang, 'translation', rest);
      expect(i18n.t('bookDetail.author')).toBe('bookDetail.author');
      await i18n.loadNamespaces(BOOK_STRINGS_NAMESPACE);
      expect(i18n.t('bookDetail.author')).toBe(books.bookDetail.author);
      expect(i18n.t('facets.region')).toBe(books.facets.region);
      // The default strings still come first.
      expect(i18n.t('common.loading')).not.toBe('common.loading');
    }
  });
});

import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// The published files, as an app would import them (run after `npm run build:lib`).
const LIB = '../../dist/lib';

describe('the npm library in a server (no DOM)', () => {
  it('imports without touching browser globals', async () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(typeof globalThis.HTMLElement).toBe('undefined');
    const lib = await import(`${LIB}/index.js`);
    for (const name of [
      'SearchBox',
      'SearchResults',
      'LoginDialog',
      'AiLibrarian',
      'NewsList',
      'LibportalProvider',
    ]) {
      expect(typeof lib[name], name).toBe('function');
    }
    const elements = await import(`${LIB}/elements.js`);
    expect(typeof elements.defineElements).toBe('function');
    expect(typeof elements.SearchBoxElement).toBe('function');
  });

  it('registers nothing at import, and defineElements() is harmless without a DOM', async () => {
    const elements = await import(`${LIB}/elements.js`);
    expect(() => elements.defineElements()).not.toThrow();
  });

  it('server-renders a component inside the provider', async () => {
    const { LibportalProvider, SearchBox } = await import(`${LIB}/index.js`);
    const html = renderToString(
      createElement(
        LibportalProvider,
        { apiBase: 'https://portal.example/api' },
        createElement(SearchBox),
      ),
    );
    expect(typeof html).toBe('string');
  });
});

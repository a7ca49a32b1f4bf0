import type { Page } from 'playwright-core';

export type Language = 'zh' | 'en';

export interface WidgetPageOptions {
  /** Markup inside <main>: the widgets under test. */
  main: string;
  /** Markup after <main>, e.g. a floating `<lp-ai-librarian>`. */
  after?: string;
  lang?: Language;
  /** Links /embed/themes/dark.css and gives the page the matching dark surface. */
  dark?: boolean;
}

/**
 * A minimal, accessible host page for widgets (language, title, landmark, heading), so that
 * what axe reports comes from the widgets. It loads the embed script like a school page.
 */
export function widgetPageHtml({ main, after = '', lang = 'zh', dark = false }: WidgetPageOptions) {
  const theme = dark
    ? `<link rel="stylesheet" href="/embed/themes/dark.css" />
       <style>body { background: var(--lp-color-surface-alt); color: var(--lp-color-text); }</style>`
    : '';
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">
  <head>
    <meta charset="UTF-8" />
    <title>libportal widgets</title>
    ${theme}
    <script type="module" src="/embed/libportal.js" data-org-code="YTKJ" data-lang="${lang}"></script>
  </head>
  <body>
    <main>
      <h1>libportal widgets</h1>
      ${main}
    </main>
    ${after}
  </body>
</html>`;
}

let pages = 0;

/**
 * Opens such a page on the server's origin (so the embed script, its chunks and the API are
 * same-origin, as for a page the server itself would serve); the HTML never touches disk.
 */
export async function gotoWidgetPage(page: Page, serverUrl: string, options: WidgetPageOptions) {
  pages += 1;
  const url = `${serverUrl}/examples/__widget-test-${pages}.html`;
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: widgetPageHtml(options) }),
  );
  await page.goto(url);
}

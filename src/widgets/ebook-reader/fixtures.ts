import type { BookRenderer, OpenRenderer, RendererOptions } from './renderers/types';

/**
 * A renderer standing in for epub.js and pdf.js in unit tests and stories (jsdom and a story
 * need no real book): three pages of text, turned by next/prev, reporting each position.
 */
export function fakeRenderer(pages = 3) {
  const opened: RendererOptions[] = [];
  const open: OpenRenderer = async (options) => {
    opened.push(options);
    let page = Math.min(pages, Math.max(1, Number(options.position) || 1));
    const show = () => {
      options.container.textContent = `— ${page} —`;
      options.onLocation({
        position: String(page),
        page,
        pages,
        percent: Math.round((page / pages) * 100),
        atStart: page === 1,
        atEnd: page === pages,
      });
    };
    show();
    const renderer: BookRenderer = {
      next: async () => {
        if (page < pages) page += 1;
        show();
      },
      prev: async () => {
        if (page > 1) page -= 1;
        show();
      },
      onKey: () => undefined,
      destroy: () => undefined,
    };
    return renderer;
  };
  return { open, opened };
}

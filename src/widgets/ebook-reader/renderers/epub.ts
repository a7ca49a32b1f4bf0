/**
 * EPUB through epub.js: paginated, one page at a time, in an iframe that epub.js fills through
 * `srcdoc` (so it inherits the portal's CSP) and sandboxes without scripts
 * (`allowScriptedContent: false`): a book's script never runs in the portal.
 */
import ePub from 'epubjs';
import type { BookRenderer, RendererOptions } from './types';

/** Characters per generated location: the "pages" of a reflowable book, about a screen each. */
const CHARS_PER_LOCATION = 600;

/** epub.js adds an iframe per section, untitled: each gets the book's title (WCAG 4.1.2). */
function titleFrames(container: HTMLElement, title: string) {
  const name = () =>
    container.querySelectorAll('iframe:not([title])').forEach((frame) => {
      frame.setAttribute('title', title);
    });
  const observer = new MutationObserver(name);
  observer.observe(container, { childList: true, subtree: true });
  return observer;
}

export async function openEpub(options: RendererOptions): Promise<BookRenderer> {
  const frames = titleFrames(options.container, options.title);
  const book = ePub(options.data);
  const rendition = book.renderTo(options.container, {
    width: '100%',
    height: '100%',
    flow: 'paginated',
    spread: 'none',
    allowScriptedContent: false,
  } as Parameters<typeof book.renderTo>[1]);
  await book.ready;
  // Page numbers for "page x of y" and the percentage; a few ms for a small book.
  await book.locations.generate(CHARS_PER_LOCATION);
  const pages = Math.max(1, book.locations.length());
  rendition.on(
    'relocated',
    (location: {
      start: { cfi: string; location: number; percentage: number };
      atStart?: boolean;
      atEnd?: boolean;
    }) => {
      const index = book.locations.locationFromCfi(location.start.cfi) as unknown as number;
      const page = Math.min(pages, Math.max(1, (Number.isFinite(index) ? index : 0) + 1));
      options.onLocation({
        position: location.start.cfi,
        page,
        pages,
        percent: Math.round((location.start.percentage || (page - 1) / pages) * 100),
        atStart: location.atStart === true,
        atEnd: location.atEnd === true,
      });
    },
  );
  try {
    await rendition.display(options.position ?? undefined);
  } catch {
    // A position from an older edition of the file: start at the beginning.
    await rendition.display();
  }
  const keyListeners: ((key: string) => void)[] = [];
  rendition.on('keydown', (event: KeyboardEvent) => {
    for (const listener of keyListeners) listener(event.key);
  });
  return {
    next: () => rendition.next(),
    prev: () => rendition.prev(),
    onKey: (listener) => keyListeners.push(listener),
    destroy: () => {
      frames.disconnect();
      rendition.destroy();
      book.destroy();
    },
  };
}

/**
 * PDF through pdf.js (pdfjs-dist): one page drawn on a canvas at the container's width, its
 * text beside it for screen readers. The worker is a file of the portal's own origin
 * (script-src/worker-src 'self'); eval is off (`isEvalSupported: false`), as the CSP forbids it.
 */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { BookRenderer, RendererOptions } from './types';

GlobalWorkerOptions.workerSrc = workerUrl;

const toPage = (position: string | null, pages: number) => {
  const page = Number(position);
  return Number.isInteger(page) && page >= 1 && page <= pages ? page : 1;
};

export async function openPdf(options: RendererOptions): Promise<BookRenderer> {
  const task = getDocument({
    data: new Uint8Array(options.data),
    isEvalSupported: false,
    // The standard 14 fonts are not embedded in small PDFs: the system's stand in.
    useSystemFonts: true,
  });
  const pdf = await task.promise;
  const pages = pdf.numPages;
  const doc = options.container.ownerDocument;
  const canvas = doc.createElement('canvas');
  canvas.setAttribute('role', 'img');
  canvas.style.maxWidth = '100%';
  canvas.style.maxHeight = '100%';
  canvas.style.display = 'block';
  canvas.style.margin = '0 auto';
  canvas.style.background = '#fff';
  const text = doc.createElement('div');
  // Visually hidden, read by screen readers (and found by tests): the canvas is only pixels.
  text.setAttribute(
    'style',
    'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)',
  );
  if (options.language) text.lang = options.language;
  options.container.replaceChildren(canvas, text);
  let current = toPage(options.position, pages);
  let rendering: Promise<void> = Promise.resolve();

  const draw = async (pageNumber: number) => {
    const page = await pdf.getPage(pageNumber);
    const base = page.getViewport({ scale: 1 });
    const width = options.container.clientWidth || base.width;
    const height = options.container.clientHeight || base.height;
    const scale = Math.min(width / base.width, height / base.height) || 1;
    const ratio = globalThis.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: scale * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
    canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
    await page.render({ canvas, viewport }).promise;
    const content = await page.getTextContent();
    text.textContent = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    canvas.setAttribute('aria-label', `${pageNumber} / ${pages}`);
    options.onLocation({
      position: String(pageNumber),
      page: pageNumber,
      pages,
      percent: Math.round((pageNumber / pages) * 100),
      atStart: pageNumber === 1,
      atEnd: pageNumber === pages,
    });
  };
  const go = (pageNumber: number) => {
    if (pageNumber < 1 || pageNumber > pages) return rendering;
    current = pageNumber;
    // One drawing at a time: pdf.js refuses two renders on one canvas.
    rendering = rendering.then(() => draw(pageNumber)).catch(() => undefined);
    return rendering;
  };
  await go(current);
  return {
    next: () => go(current + 1),
    prev: () => go(current - 1),
    onKey: () => undefined,
    destroy: () => void task.destroy(),
  };
}

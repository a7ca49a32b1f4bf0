import type { EBookFormat } from '../../../core';
import type { OpenRenderer } from './types';

/**
 * The renderers are separate chunks, downloaded only when a book is opened: a page listing
 * e-books, or the reader's own page before the reader presses "read", carries none of them.
 */
export const loadRenderer: Record<EBookFormat, () => Promise<OpenRenderer>> = {
  epub: () => import('./epub').then((module) => module.openEpub),
  pdf: () => import('./pdf').then((module) => module.openPdf),
};

/** Where the reader is, as the controls show it and the server keeps it. */
export interface ReaderLocation {
  /** Opaque to the widget: an EPUB CFI or a PDF page number. */
  position: string;
  /** 1-based; with `pages`, what "page x of y" says (EPUB: of the generated locations). */
  page: number;
  pages: number;
  /** 0–100. */
  percent: number;
  atStart: boolean;
  atEnd: boolean;
}

/** What the reader widget asks of a renderer (epub.js or pdf.js behind it). */
export interface BookRenderer {
  next(): Promise<void>;
  prev(): Promise<void>;
  /** Keys pressed inside the renderer's own frame (EPUB pages live in an iframe). */
  onKey(listener: (key: string) => void): void;
  destroy(): void;
}

export interface RendererOptions {
  container: HTMLElement;
  data: ArrayBuffer;
  /** Where to open: a saved position, or null for the beginning. */
  position: string | null;
  /** The book's title: names the frame a renderer shows the page in. */
  title: string;
  /** The text's language, set on what the renderer shows. */
  language: string | null;
  onLocation: (location: ReaderLocation) => void;
}

export type OpenRenderer = (options: RendererOptions) => Promise<BookRenderer>;

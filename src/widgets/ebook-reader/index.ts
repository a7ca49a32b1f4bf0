export { EbookReader, EBOOK_READER_PATH } from './EbookReader';
export type { EbookReaderProps } from './EbookReader';

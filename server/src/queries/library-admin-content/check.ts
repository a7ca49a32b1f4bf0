/**
 * The rules a content save must pass before anything is written: each answers the value as it
 * will be stored, or the field and problem the editor shows the message beside. Pure: tested
 * without a database.
 */
import {
  CONTENT_LIMITS as L,
  type ContentField,
  type ContentInfo,
  type ContentProblem,
  type ContentSaveRequest,
} from '../../../../src/core/api/contract';
import { sanitizeBody } from '../../text/sanitize-html';

export interface ContentRefused {
  refused: ContentField;
  problem: ContentProblem;
  /** The bound a tooLong message names. */
  limit?: string;
}

export interface CheckedItem {
  id?: number;
  requestid?: string;
  type: ContentSaveRequest['type'];
  title: string;
  /** Sanitised by the display's rules (html-rules.ts). */
  bodyHtml: string;
  publishedAt: Date | null;
}

/** Publish dates a library means: from 2000 to 2100 (a typo of the year is refused). */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

const refuse = (refused: ContentField, problem: ContentProblem, limit?: number): ContentRefused =>
  limit === undefined ? { refused, problem } : { refused, problem, limit: String(limit) };

export function checkItem(body: ContentSaveRequest): CheckedItem | ContentRefused {
  const title = body.title.trim();
  if (!title) return refuse('title', 'empty');
  if (title.length > L.titleMax) return refuse('title', 'tooLong', L.titleMax);
  // Measured as sent, before sanitising: the bound is on what a request may make us parse.
  if (Buffer.byteLength(body.bodyhtml, 'utf8') > L.bodyMaxBytes) {
    return refuse('bodyhtml', 'tooLong', L.bodyMaxBytes / 1024);
  }
  let publishedAt: Date | null = null;
  if (body.publishedat !== null) {
    const time = Date.parse(body.publishedat);
    if (!Number.isFinite(time) || time < EARLIEST || time >= LATEST) {
      return refuse('publishedat', 'badDate');
    }
    publishedAt = new Date(time);
  }
  return {
    ...(body.id === undefined ? {} : { id: body.id }),
    ...(body.requestid === undefined ? {} : { requestid: body.requestid }),
    type: body.type,
    title,
    bodyHtml: sanitizeBody(body.bodyhtml),
    publishedAt,
  };
}

/** The texts trimmed at their ends (their lines kept), or the first one too long. */
export function checkInfo(body: ContentInfo): ContentInfo | ContentRefused {
  const introduction = body.introduction.trim();
  const readernotice = body.readernotice.trim();
  if (introduction.length > L.infoMax) return refuse('introduction', 'tooLong', L.infoMax);
  if (readernotice.length > L.infoMax) return refuse('readernotice', 'tooLong', L.infoMax);
  return { introduction, readernotice };
}

export const isContentRefusal = (value: object): value is ContentRefused => 'refused' in value;

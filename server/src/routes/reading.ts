import { Type } from 'typebox';
import { Value } from 'typebox/value';
import {
  ApiPath,
  ResultCode,
  type Envelope,
  type FastReading,
  type ReaderBookList,
  type ShelfEntry,
} from '../../../src/core/api/contract';
import type { AccessClaims } from '../auth/tokens';
import { authOf, requireRole, scopedOrgId } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { ApiError, invalidInput, notFound } from '../http/errors';
import { requestLang } from '../http/messages';
import { Id, OrgInBody, OrgInQuery, Text } from '../http/schemas';
import { availabilityOf } from '../queries/book-detail';
import {
  addBookToList,
  booklistOwner,
  deleteBooklist,
  getBooklist,
  insertBooklist,
  updateBooklist,
} from '../queries/booklists';
import { composeQuickRead, findFastReading, saveFastReading } from '../queries/fast-reading';
import { notYours, requireBook } from './book-detail';
import { readerWriteLimit } from './rate-limit';
import { listsOfOwner, OwnerListsBody, saveShelf, ShelfEntryBody } from './reading-lists';
import { namedInQuery } from './scope';

const MAX_BOOKLIST_NAME_LENGTH = 50;
const MAX_BOOKLIST_DESCRIPTION_LENGTH = 500;
const MAX_NOTE_LENGTH = 500;

const FastReadingQuery = Type.Object({ bookid: Id(), ...OrgInQuery });
const FastReadingGenBody = Type.Object({ bookid: Id(), ...OrgInBody });
const BooklistSaveBody = Type.Object({
  id: Type.Optional(Id()),
  // Room for blanks and a clear "too long" message: the limit is checked after trimming.
  name: Text(MAX_BOOKLIST_NAME_LENGTH * 4),
  description: Type.Optional(Text(MAX_BOOKLIST_DESCRIPTION_LENGTH)),
  ispublic: Type.Optional(Type.Boolean()),
  ...OrgInBody,
});
const BooklistDeleteBody = Type.Object({ id: Id(), ...OrgInBody });
const BooklistItemBody = Type.Object({
  booklistid: Id(),
  bookid: Id(),
  note: Type.Optional(Text(MAX_NOTE_LENGTH)),
  ...OrgInBody,
});
/**
 * The product names one call for the reader's shelf, ReaderBookShelf/AddUpdate, and the search
 * page already puts books on booklists through it: so it takes either body, a booklist item
 * (`booklistid`) or a shelf entry (`shelf`, routes/reading-lists.ts).
 */
const ShelfAddUpdateBody = Type.Union([BooklistItemBody, ShelfEntryBody]);

/** The booklist name trimmed, or 400 with a message the form can show. */
function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw invalidInput(400, 'booklistNameRequired', 'name');
  if (Array.from(trimmed).length > MAX_BOOKLIST_NAME_LENGTH) {
    throw new ApiError(400, ResultCode.invalidInput, 'booklistNameTooLong', {
      max: String(MAX_BOOKLIST_NAME_LENGTH),
    });
  }
  return trimmed;
}

/** The AI quick read of a book, and the reader's own booklists. */
export const readingRoutes: RoutePlugin = async (app, { ctx }) => {
  /**
   * A booklist the caller owns, or 404 (no such list, or another organisation's: ids reveal
   * nothing across organisations) / 403 (another reader's list in the same organisation).
   */
  async function ownBooklist(auth: AccessClaims, id: number) {
    const owner = await booklistOwner(ctx.db, id);
    if (!owner || owner.orgId !== auth.orgId) throw notFound('booklistNotFound');
    if (owner.readerId !== auth.readerId) throw notYours('booklistNotYours');
  }

  async function booklistAnswer(id: number): Promise<ReaderBookList> {
    const list = await getBooklist(ctx.db, id);
    if (!list) throw notFound('booklistNotFound');
    return list;
  }

  app.get(
    ApiPath.fastReadingQuery,
    { schema: { querystring: FastReadingQuery } },
    async (request): Promise<Envelope<FastReading | null>> => {
      const { bookid } = request.query;
      await requireBook(ctx.db, scopedOrgId(request, namedInQuery(request.query)), bookid);
      return ok(request, await findFastReading(ctx.db, bookid));
    },
  );

  app.post(
    ApiPath.fastReadingGen,
    {
      schema: { body: FastReadingGenBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'quickReads')],
    },
    async (request): Promise<Envelope<FastReading>> => {
      const { orgId } = authOf(request);
      const book = await requireBook(ctx.db, orgId, request.body.bookid);
      // Built from the catalogue, offline and deterministic, in the reader's language. The AI
      // librarian's provider answers questions from library facts; it is not asked here.
      const holdings = await availabilityOf(ctx.db, orgId, book.id);
      const summary = composeQuickRead(requestLang(request), book, holdings);
      return ok(request, await saveFastReading(ctx.db, book.id, summary));
    },
  );

  app.post(
    ApiPath.bookListList,
    // Logged out, one reader's public lists (of the organisation the body names) only.
    { schema: { body: OwnerListsBody } },
    async (request): Promise<Envelope<ReaderBookList[]>> =>
      ok(request, await listsOfOwner(ctx, request, request.body?.readerid)),
  );

  app.post(
    ApiPath.bookListSave,
    {
      schema: { body: BooklistSaveBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'booklists')],
    },
    async (request): Promise<Envelope<ReaderBookList>> => {
      const auth = authOf(request);
      const { id, description, ispublic } = request.body;
      const fields = {
        name: checkedName(request.body.name),
        ...(description === undefined ? {} : { description: description.trim() }),
        ...(ispublic === undefined ? {} : { isPublic: ispublic }),
      };
      if (id === undefined) {
        return ok(
          request,
          await booklistAnswer(await insertBooklist(ctx.db, auth.readerId, fields)),
        );
      }
      await ownBooklist(auth, id);
      if (!(await updateBooklist(ctx.db, id, auth.readerId, fields))) {
        throw notFound('booklistNotFound');
      }
      return ok(request, await booklistAnswer(id));
    },
  );

  app.post(
    ApiPath.bookListDelete,
    {
      schema: { body: BooklistDeleteBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'booklists')],
    },
    async (request): Promise<Envelope<null>> => {
      const auth = authOf(request);
      await ownBooklist(auth, request.body.id);
      await deleteBooklist(ctx.db, request.body.id, auth.readerId);
      return ok(request, null);
    },
  );

  app.post(
    ApiPath.bookListAddBook,
    {
      schema: { body: ShelfAddUpdateBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'booklistItems')],
    },
    async (request): Promise<Envelope<ReaderBookList | ShelfEntry>> => {
      const auth = authOf(request);
      const body = request.body;
      // Which of the two bodies it is, by the schema itself: a shelf entry that also carries a
      // stray `booklistid` is still a shelf entry, and vice versa.
      if (!Value.Check(BooklistItemBody, body)) {
        return ok(request, await saveShelf(ctx, auth, body as ShelfEntryBody));
      }
      const { booklistid, bookid, note } = body;
      await ownBooklist(auth, booklistid);
      await requireBook(ctx.db, auth.orgId, bookid);
      await addBookToList(ctx.db, booklistid, bookid, note?.trim());
      return ok(request, await booklistAnswer(booklistid));
    },
  );
};

import { Type, type Static } from 'typebox';
import {
  ApiPath,
  type BookListDetail,
  type Envelope,
  type PublicBookList,
  type ReaderBookList,
  type ShelfEntry,
  type ShelfListing,
} from '../../../src/core/api/contract';
import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../auth/tokens';
import { authOf, requireRole } from '../auth/guard';
import type { AppContext, RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { invalidInput, notFound, unauthenticated } from '../http/errors';
import type { MessageKey } from '../http/messages';
import { Id, Int, OptionalBody, OrgInBody, Text } from '../http/schemas';
import {
  booklistDetail,
  listBooklists,
  listPublicBooklists,
  readerInOrganization,
  removeBookFromList,
} from '../queries/booklists';
import {
  deleteShelfEntry,
  listShelf,
  saveShelfEntry,
  type ShelfSaveOutcome,
} from '../queries/reader-shelf';
import { readerWriteLimit } from './rate-limit';
import { orgInScope } from './scope';

const MAX_TITLE_LENGTH = 200;
const MAX_AUTHOR_LENGTH = 200;
const MAX_ISBN_LENGTH = 32;
const MAX_NOTE_LENGTH = 500;
/** A page of other readers' public lists: enough to browse, bounded for the query. */
const MAX_PUBLIC_PAGE = 50;

const ShelfName = Type.Union([
  Type.Literal('reading'),
  Type.Literal('preborrow'),
  Type.Literal('read'),
]);

/** A shelf entry as ReaderBookShelf/AddUpdate takes it (reading.ts joins it to the booklist body). */
export const ShelfEntryBody = Type.Object({
  id: Type.Optional(Id()),
  shelf: ShelfName,
  bookid: Type.Optional(Id()),
  title: Type.Optional(Text(MAX_TITLE_LENGTH)),
  author: Type.Optional(Text(MAX_AUTHOR_LENGTH)),
  isbn: Type.Optional(Text(MAX_ISBN_LENGTH)),
  note: Type.Optional(Text(MAX_NOTE_LENGTH)),
  ...OrgInBody,
});
export type ShelfEntryBody = Static<typeof ShelfEntryBody>;

const ShelfListBody = OptionalBody(Type.Object({ shelf: Type.Optional(ShelfName), ...OrgInBody }));
const IdBody = Type.Object({ id: Id(), ...OrgInBody });
const RemoveBookBody = Type.Object({ booklistid: Id(), bookid: Id(), ...OrgInBody });
const PublicListsBody = OptionalBody(
  Type.Object({
    pageindex: Type.Optional(Int(1, 10_000)),
    pagesize: Type.Optional(Int(1, MAX_PUBLIC_PAGE)),
    ...OrgInBody,
  }),
);

const shelfRefusals = {
  titleRequired: 'shelfTitleRequired',
  bookNotFound: 'bookNotFound',
  entryNotFound: 'shelfEntryNotFound',
} as const satisfies Record<Extract<ShelfSaveOutcome, { refused: string }>['refused'], MessageKey>;

const ownerOf = (auth: AccessClaims) => ({ orgId: auth.orgId, readerId: auth.readerId });

/**
 * Who reads public lists: the logged-in reader, or a visitor of the organisation the body
 * names (as the other public calls take it; the token's wins when logged in). A visitor is
 * reader 0, which owns nothing, so only public lists answer.
 */
export async function listViewer(ctx: AppContext, request: FastifyRequest) {
  if (request.auth) return ownerOf(request.auth);
  const named = (request.body as { organizationid?: number } | null)?.organizationid;
  return { orgId: (await orgInScope(ctx, request, named)).id, readerId: 0 };
}

/** Blank text after trimming is no text; `undefined` stays "not sent". */
const trimmed = (value: string | undefined) => value?.trim();

/** ReaderBookShelf/AddUpdate with a shelf entry: shelve, move between shelves, edit. */
export async function saveShelf(
  ctx: AppContext,
  auth: AccessClaims,
  body: ShelfEntryBody,
): Promise<ShelfEntry> {
  const outcome = await saveShelfEntry(
    ctx.db,
    ownerOf(auth),
    body.id,
    {
      shelf: body.shelf,
      bookId: body.bookid,
      title: trimmed(body.title),
      author: trimmed(body.author),
      isbn: trimmed(body.isbn),
      note: trimmed(body.note),
    },
    new Date(ctx.now()),
  );
  if ('entry' in outcome) return outcome.entry;
  const key = shelfRefusals[outcome.refused];
  throw outcome.refused === 'titleRequired' ? invalidInput(400, key, 'title') : notFound(key);
}

/**
 * The reader's virtual bookshelf (List, Delete; AddUpdate is in reading.ts) and the booklist
 * calls beyond saving one: a list's books, removing a book, other readers' public lists.
 * Everything is scoped to the caller's organisation; another reader's private list reads as
 * missing, never as "forbidden", so its existence does not leak either.
 */
export const readingListRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    ApiPath.shelfList,
    { schema: { body: ShelfListBody }, preHandler: requireRole() },
    async (request): Promise<Envelope<ShelfListing>> => {
      const auth = authOf(request);
      const listing = await listShelf(
        ctx.db,
        ownerOf(auth),
        request.body?.shelf,
        new Date(ctx.now()),
      );
      return ok(request, listing);
    },
  );

  app.post(
    ApiPath.shelfDelete,
    {
      schema: { body: IdBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'booklistItems')],
    },
    async (request): Promise<Envelope<null>> => {
      const removed = await deleteShelfEntry(ctx.db, ownerOf(authOf(request)), request.body.id);
      if (!removed) throw notFound('shelfEntryNotFound');
      return ok(request, null);
    },
  );

  app.post(
    ApiPath.bookListQuery,
    { schema: { body: IdBody } },
    async (request): Promise<Envelope<BookListDetail>> => {
      // Public lists are readable by a visitor of their organisation, private ones by nobody else.
      const detail = await booklistDetail(ctx.db, request.body.id, await listViewer(ctx, request));
      if (!detail) throw notFound('booklistNotFound');
      return ok(request, detail);
    },
  );

  app.post(
    ApiPath.bookListRemoveBook,
    {
      schema: { body: RemoveBookBody },
      preHandler: [requireRole(), readerWriteLimit(ctx, 'booklistItems')],
    },
    async (request): Promise<Envelope<BookListDetail>> => {
      const auth = authOf(request);
      const { booklistid, bookid } = request.body;
      const detail = await booklistDetail(ctx.db, booklistid, ownerOf(auth));
      // Another reader's list, public or not, reads as missing to a writer.
      if (!detail?.mine) throw notFound('booklistNotFound');
      if (!(await removeBookFromList(ctx.db, booklistid, bookid, auth.readerId))) {
        throw notFound('booklistBookNotOnList');
      }
      const after = await booklistDetail(ctx.db, booklistid, ownerOf(auth));
      if (!after) throw notFound('booklistNotFound');
      return ok(request, after);
    },
  );

  app.post(
    ApiPath.bookListPublic,
    { schema: { body: PublicListsBody } },
    async (request): Promise<Envelope<PublicBookList[]>> => {
      const viewer = await listViewer(ctx, request);
      const size = request.body?.pagesize ?? 20;
      const page = request.body?.pageindex ?? 1;
      const lists = await listPublicBooklists(
        ctx.db,
        viewer.orgId,
        { exceptReaderId: viewer.readerId },
        size,
        (page - 1) * size,
      );
      return ok(request, lists);
    },
  );
};

/**
 * ReaderBookList/List {readerid?}: without it (or naming the caller) the caller's own lists;
 * naming another reader of the organisation, that reader's public lists only.
 */
export const OwnerListsBody = OptionalBody(
  Type.Object({ readerid: Type.Optional(Id()), ...OrgInBody }),
);

export async function listsOfOwner(
  ctx: AppContext,
  request: FastifyRequest,
  readerid: number | undefined,
): Promise<ReaderBookList[] | PublicBookList[]> {
  const auth = request.auth;
  if (auth && (readerid === undefined || readerid === auth.readerId)) {
    return listBooklists(ctx.db, auth.readerId);
  }
  // A visitor has no lists of their own: one reader's public lists, or nothing to ask.
  if (readerid === undefined) throw unauthenticated();
  const viewer = await listViewer(ctx, request);
  if (!(await readerInOrganization(ctx.db, viewer.orgId, readerid))) {
    throw notFound('booklistReaderNotFound');
  }
  return listPublicBooklists(ctx.db, viewer.orgId, { ownerId: readerid }, MAX_PUBLIC_PAGE);
}

/**
 * A book's generated cover (covers/generated-svg.ts), drawn once and kept: in memory here (the
 * most recent covers, each under its content's hash) and by browsers and proxies for a day,
 * revalidated by its ETag. Every title has it at once; the portal puts the real cover over it
 * where that loads.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { ApiPath } from '../../../src/core/api/contract';
import { scopedOrgId } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { generatedCoverSvg } from '../covers/generated-svg';
import { book } from '../db/schema';
import { notFound } from '../http/errors';
import { Id, OrgInQuery } from '../http/schemas';

const CoverQuery = Type.Object({ bookid: Id(), ...OrgInQuery });
/** Covers kept in memory: a few pages of search results' worth, some kilobytes each. */
const MAX_KEPT = 2000;

export const coverRoutes: RoutePlugin = async (app, { ctx }) => {
  const kept = new Map<string, string>();

  app.get(
    ApiPath.generatedCover,
    { schema: { querystring: CoverQuery } },
    async (request, reply) => {
      const { bookid, orgid, organizationid } = request.query;
      const orgId = scopedOrgId(request, orgid ?? organizationid);
      const [row] = await ctx.db
        .select({ title: book.title, author: book.author })
        .from(book)
        .where(and(eq(book.id, bookid), eq(book.organizationId, orgId)));
      // Another organisation's book answers like a missing one.
      if (!row) throw notFound('preborrowBookNotFound');
      const etag = `"${createHash('sha256')
        .update(`${bookid}\u0000${row.title}\u0000${row.author ?? ''}`)
        .digest('base64url')
        .slice(0, 22)}"`;
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      let svg = kept.get(etag);
      if (svg === undefined) {
        svg = generatedCoverSvg({ bookid, title: row.title, author: row.author });
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value ?? '');
        kept.set(etag, svg);
      }
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};

import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { ApiPath } from '../../../src/core/api/contract';
import type { RoutePlugin } from '../context';
import { file } from '../db/schema';
import { notFound } from '../http/errors';
import { Text } from '../http/schemas';

const DownloadQuery = Type.Object({ fileid: Text(64) });

export const fileRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    ApiPath.fileDownload,
    { schema: { querystring: DownloadQuery } },
    async (request, reply) => {
      const [row] = await ctx.db
        .select({ mime: file.mime, content: file.content })
        .from(file)
        .where(eq(file.id, request.query.fileid));
      if (!row) throw notFound('fileNotFound');
      return (
        reply
          .type(row.mime)
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          // An SVG opened directly must not run script in our origin.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .send(row.content)
      );
    },
  );
};

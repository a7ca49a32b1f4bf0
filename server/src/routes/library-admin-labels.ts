import { Type } from 'typebox';
import {
  ApiPath,
  LABEL_LIMITS,
  type Envelope,
  type LabelsResult,
} from '../../../src/core/api/contract';
import { authOf, requireRole } from '../auth/guard';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { copyLabels } from '../queries/library-admin-labels';

/** A barcode as book_copy.barcode holds it, without spaces (the widget trims each line). */
const Barcode = Type.String({
  minLength: 1,
  maxLength: LABEL_LIMITS.barcodeMax,
  pattern: '^\\S+$',
});
const LabelsBody = Type.Object({
  barcodes: Type.Array(Barcode, { minItems: 1, maxItems: LABEL_LIMITS.barcodesMax }),
});

/**
 * Spine labels (contract library-admin-labels.ts): staff only, the copies of the member's
 * organisation; a barcode of another organisation's is answered unknown, never its copy.
 */
export const libraryAdminLabelsRoutes: RoutePlugin = async (app, { ctx }) => {
  const staffOnly = requireRole('librarian', 'admin');

  app.post(
    ApiPath.catalogueLabels,
    { schema: { body: LabelsBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<LabelsResult>> =>
      ok(request, await copyLabels(ctx.db, authOf(request).orgId, request.body.barcodes)),
  );
};

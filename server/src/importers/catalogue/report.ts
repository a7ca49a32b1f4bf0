/**
 * An import's summary as people read it: every problem with its reason in words. One shape
 * for the CLI's `--json` and the librarian's page (Catalogue/Import/Status), each giving the
 * reasons in its own language.
 */
import type {
  CatalogueImportProblem,
  CatalogueImportSummary,
} from '../../../../src/core/api/contract';
import type { ImportSummary, ListedProblem } from './index';
import type { Problem } from './types';

export function reportedSummary(
  summary: ImportSummary,
  reason: (problem: Problem) => string,
): CatalogueImportSummary {
  const listed = ({ record, at, key, params }: ListedProblem): CatalogueImportProblem => ({
    record,
    ...(at ? { at } : {}),
    code: key,
    reason: reason({ key, params }),
  });
  return {
    format: summary.format,
    dryRun: summary.dryRun,
    imported: summary.imported,
    updated: summary.updated,
    unchanged: summary.unchanged,
    rejected: summary.rejected,
    copiesAdded: summary.copiesAdded,
    copiesUpdated: summary.copiesUpdated,
    locationsCreated: summary.locationsCreated,
    errors: summary.errors.map(listed),
    warningCount: summary.warningCount,
    warnings: summary.warnings.map(listed),
    ...(summary.stopped
      ? { stopped: { code: summary.stopped.key, reason: reason(summary.stopped) } }
      : {}),
  };
}

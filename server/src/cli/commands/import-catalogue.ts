/**
 * `libportal import catalogue --org CODE [--format …] [--dry-run] [--json] FILE`: a school's
 * catalogue (MARC 21, UNIMARC, CNMARC in ISO 2709 or MARCXML, CSV, XLSX) into its portal,
 * through the importer module the librarian's workspace uses too (importers/catalogue).
 * Running servers hear of the new titles at once (search/invalidation.ts).
 *
 * Exit codes: 0 every record imported (or updated, or unchanged); 1 some records rejected or
 * the file stopped early (the summary is still printed), or the work failed; 2 the command line
 * named no such file or organisation, or a format that cannot be told.
 */
import { stat } from 'node:fs/promises';
import { Option, type Command } from 'commander';
import { eq } from 'drizzle-orm';
import { organization } from '../../db/schema';
import { translate, type Lang } from '../../http/messages';
import {
  IMPORT_FORMATS,
  ImportFileError,
  importCatalogue,
  openSource,
  type ImportFormat,
  type ImportSummary,
  type ListedProblem,
  type Problem,
  reportedSummary,
} from '../../importers/catalogue';
import { announceCatalogueChange } from '../../search/invalidation';
import { openCliEnvironment, setCliExitCode, type CliEnvironment } from '../environment';
import { CliError, createOutput, type Output } from '../output';
import { startProgress } from '../progress';
import { commandGroup } from '../groups';

interface ImportCatalogueOptions {
  org: string;
  format: ImportFormat;
  dryRun?: boolean;
  json?: boolean;
}

/** The language of the reasons: Chinese when the terminal's locale is, else English. */
const cliLang = (env: NodeJS.ProcessEnv): Lang =>
  (env.LC_ALL || env.LC_MESSAGES || env.LANG || '').toLowerCase().startsWith('zh') ? 'zh' : 'en';

/** Running servers are told at most once a second while an import goes on, and at its end. */
const ANNOUNCE_EVERY_MS = 1000;

function announcer(environment: CliEnvironment, orgId: number, output: Output) {
  let last = 0;
  let owed = false;
  const send = async () => {
    owed = false;
    last = Date.now();
    try {
      await announceCatalogueChange(
        { shared: environment.shared, db: environment.database.db },
        orgId,
      );
    } catch (error) {
      // The import stands; servers see the titles when their caches expire (a minute or so).
      output.warn(
        `running servers were not told: ${error instanceof Error ? error.message : error}`,
      );
    }
  };
  return {
    changed: async () => {
      owed = true;
      if (Date.now() - last >= ANNOUNCE_EVERY_MS) await send();
    },
    flush: async () => {
      if (owed) await send();
    },
  };
}

function humanSummary(summary: ImportSummary, reason: (problem: Problem) => string): string {
  const where = (problem: ListedProblem) =>
    `  record ${problem.record}${problem.at ? ` (${problem.at})` : ''}: ${reason(problem)}`;
  const lines = [
    `${summary.dryRun ? 'Dry run (nothing written): would import' : 'Imported'} ${summary.imported}, ` +
      `updated ${summary.updated}, unchanged ${summary.unchanged}, rejected ${summary.rejected} ` +
      `(${summary.format})`,
    `Copies: ${summary.copiesAdded} added, ${summary.copiesUpdated} updated; ` +
      `locations created: ${summary.locationsCreated}`,
  ];
  if (summary.errors.length > 0) lines.push('Rejected:', ...summary.errors.map(where));
  if (summary.rejected > summary.errors.length) {
    lines.push(`  … and ${summary.rejected - summary.errors.length} more`);
  }
  if (summary.warningCount > 0) {
    lines.push(`Warnings: ${summary.warningCount}`, ...summary.warnings.map(where));
  }
  if (summary.warningCount > summary.warnings.length) {
    lines.push(`  … and ${summary.warningCount - summary.warnings.length} more`);
  }
  if (summary.stopped) lines.push(`Stopped: ${reason(summary.stopped)}`);
  return lines.join('\n');
}

async function fileSize(file: string): Promise<number> {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new CliError(`${file} is not a file`, 2);
    return info.size;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`, 2);
  }
}

async function importCatalogueCommand(file: string, options: ImportCatalogueOptions) {
  const output = createOutput(options.json ?? false);
  const lang = cliLang(process.env);
  const reason = ({ key, params }: Problem) => translate(lang, key, params);
  const size = await fileSize(file);
  const environment = await openCliEnvironment();
  try {
    const [org] = await environment.database.db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.orgcode, options.org));
    if (!org) throw new CliError(`no organisation has the code "${options.org}"`, 2);

    let source;
    try {
      source = await openSource(file, options.format);
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      throw new CliError(
        reason(error.problem),
        error.problem.key === 'importUnknownFormat' ? 2 : 1,
      );
    }
    const progress = startProgress({ json: output.json, total: size, label: 'Importing' });
    const announce = announcer(environment, org.id, output);
    let summary: ImportSummary;
    try {
      summary = await importCatalogue({
        db: environment.database.db,
        orgId: org.id,
        source,
        dryRun: options.dryRun ?? false,
        onProgress: ({ bytes, records }) => progress.update(bytes, records),
        onCatalogueChanged: announce.changed,
      });
    } finally {
      progress.stop();
      await announce.flush();
    }
    output.summary({ ...reportedSummary(summary, reason) }, humanSummary(summary, reason));
    // The summary stays the last line: a partial import is reported, then exits 1.
    if (summary.stopped) output.warn(`libportal: ${reason(summary.stopped)}`);
    else if (summary.rejected > 0) output.warn(`libportal: ${summary.rejected} records rejected`);
    if (summary.stopped || summary.rejected > 0) setCliExitCode(1);
  } finally {
    await environment.close();
  }
}

/** Registers `import catalogue` (under the `import` group, which `import readers` shares). */
export function registerImportCatalogue(program: Command): void {
  commandGroup(program, 'import', 'Bring in a catalogue or readers.')
    .command('catalogue')
    .description(
      'Import books and their copies from MARC (ISO 2709: MARC 21, UNIMARC, CNMARC), MARCXML, CSV or XLSX',
    )
    .requiredOption('--org <code>', "the organisation's code")
    .addOption(
      new Option('--format <format>', 'the file format').choices(IMPORT_FORMATS).default('auto'),
    )
    .option('--dry-run', 'read and match every record, write nothing, report what would happen')
    .option('--json', "print a one-line JSON summary as stdout's last line")
    .argument('<file>', 'the file to import')
    .action((file: string, options: ImportCatalogueOptions) =>
      importCatalogueCommand(file, options),
    );
}

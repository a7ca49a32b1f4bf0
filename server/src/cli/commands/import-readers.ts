/**
 * `libportal import readers`: class lists (CSV or XLSX) into an organisation. New readers get
 * a generated password each, written to --initial-passwords FILE for the teacher to hand out;
 * readers already there (next term's list) change class, grade and name, never password.
 */
import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { applyImport, existingReaders } from '../../reader-import/apply';
import { HEADER_NAMES } from '../../reader-import/columns';
import { removeHandout, writeHandout } from '../../reader-import/handout';
import { initialPasswords } from '../../reader-import/passwords';
import { readClassList } from '../../reader-import/read';
import { organizationByCode } from '../../setup/organization';
import { setCliExitCode, usingCliEnvironment } from '../environment';
import { commandGroup } from '../groups';
import { CliError, createOutput, type Output } from '../output';

interface ImportReadersOptions {
  org: string;
  initialPasswords?: string;
  json?: boolean;
}

/** How often the hashing says how far it is (each hash is ~0.1–0.2 s of a core). */
const PROGRESS_EVERY = 200;

function hashAll(codes: string[], output: Output) {
  if (codes.length > 0) output.say(`making ${codes.length} initial passwords…`);
  return initialPasswords(codes, (made) => {
    if (made % PROGRESS_EVERY === 0 && made < codes.length) {
      output.say(`  ${made} / ${codes.length}`);
    }
  });
}

async function importReaders(file: string, options: ImportReadersOptions) {
  const output = createOutput(Boolean(options.json));
  const reading = await readClassList(file);
  if ('refused' in reading) throw new CliError(reading.refused);
  for (const column of reading.ignoredColumns) output.warn(`column "${column}" is not imported`);
  const handoutPath = options.initialPasswords;
  if (handoutPath && existsSync(handoutPath)) {
    throw new CliError(
      `${handoutPath} exists; give a new file for the passwords (nothing was changed)`,
    );
  }
  const result = await usingCliEnvironment(async ({ database }) => {
    const org = await organizationByCode(database.db, options.org);
    if (!org) throw new CliError(`no organisation with code ${options.org.trim().toUpperCase()}`);
    const codes = reading.lines.map(({ line }) => line.readercode);
    const known = await existingReaders(database.db, org.id, codes);
    const fresh = codes.filter((code) => !known.has(code));
    if (fresh.length > 0 && !handoutPath) {
      throw new CliError(
        `${fresh.length} readers are new and get generated passwords: give --initial-passwords FILE ` +
          'to receive them (nothing was changed)',
        2,
      );
    }
    const newPasswords = await hashAll(fresh, output);
    let wrote = false;
    try {
      return await applyImport(database.db, {
        organizationId: org.id,
        lines: reading.lines,
        newPasswords,
        deliver: async (handout) => {
          await writeHandout(handoutPath!, handout);
          wrote = true;
        },
      });
    } catch (error) {
      // Nothing was committed: the passwords in the file belong to nobody.
      if (wrote) await removeHandout(handoutPath!);
      throw error;
    }
  });
  const errors = [...reading.errors, ...result.errors].sort((a, b) => a.row - b.row);
  for (const error of errors) output.warn(`row ${error.row}: ${error.reason}`);
  output.say(
    `${result.imported} readers imported, ${result.updated} updated, ${result.unchanged} unchanged ` +
      `(passwords untouched), ${errors.length} rows rejected; ${result.classesCreated} classes created`,
  );
  if (result.handout.length > 0) {
    output.say(
      `initial passwords of the ${result.handout.length} new readers: ${handoutPath} (mode 600; ` +
        'hand them out, then delete the file; each reader sets a new password at the first login)',
    );
  }
  output.summary(
    {
      ok: errors.length === 0,
      imported: result.imported,
      updated: result.updated,
      unchanged: result.unchanged,
      rejected: errors.length,
      classesCreated: result.classesCreated,
      initialPasswords: result.handout.length > 0 ? handoutPath : null,
      errors: errors.map(({ row, reason }) => ({ row, reason })),
    },
    errors.length === 0 ? 'import complete' : `import complete except ${errors.length} rows`,
  );
  // A partial import fails for a script (exit 1), but is no refusal: the summary says it all.
  if (errors.length > 0) setCliExitCode(1);
}

const headerHelp = Object.entries(HEADER_NAMES)
  .map(([field, names]) => `  ${field.padEnd(10)} ${names.join(', ')}`)
  .join('\n');

export function registerImportReaders(program: Command): void {
  commandGroup(program, 'import', 'Bring in a catalogue or readers.')
    .command('readers')
    .description(
      'Import class lists (CSV or XLSX). Classes are created as needed; new readers get a ' +
        'generated password each (written to --initial-passwords FILE), existing ones keep theirs.',
    )
    .argument('<file>', 'the class list: .csv (UTF-8 or GBK) or .xlsx, header in its first row')
    .requiredOption('--org <code>', 'the organisation (its code)')
    .option('--initial-passwords <file>', "new CSV file for the new readers' passwords (mode 600)")
    .option('--json', 'print a one-line JSON summary as the last line')
    .addHelpText(
      'after',
      `\nHeader names (any order; Chinese or English; required: readercode, name, class, grade —\n` +
        `a teacher's grade may be blank):\n${headerHelp}\n` +
        'sex: 男/女 (M/F); type: 学生/教师 (student/teacher), student when absent.\n' +
        'Exit code 1 when rows were rejected (each with its row number); the others are imported.',
    )
    .action(importReaders);
}

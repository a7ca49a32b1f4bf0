/**
 * `libportal staff create`: a librarian's or an admin's account. The password comes from
 * LIBPORTAL_PASSWORD or a prompt without echo, never from the command line, where the shell's
 * history and `ps` would keep it.
 */
import { Option, type Command } from 'commander';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { MAX_PASSWORD_LENGTH, passwordProblem } from '../../auth/password-rule';
import { PASSWORD_MIN_LENGTH } from '../../../../src/core/api/contract';
import { reader } from '../../db/schema';
import { organizationByCode } from '../../setup/organization';
import { checkStaff, createStaff } from '../../setup/staff';
import { cliEnv, cliIo, usingCliEnvironment } from '../environment';
import { commandGroup } from '../groups';
import { CliError, createOutput, problemsError } from '../output';
import { promptHidden } from '../prompt';

interface StaffCreateOptions {
  org: string;
  code: string;
  name: string;
  role: string;
  password?: string;
  json?: boolean;
}

const PASSWORD_RULE = `${PASSWORD_MIN_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`;

function refuseWeak(password: string): string {
  // Trimmed as the login trims what is typed: blanks around it could never be typed back.
  const trimmed = password.trim();
  if (passwordProblem(trimmed)) {
    throw new CliError(`the password must be ${PASSWORD_RULE} (blanks around it not counted)`);
  }
  return trimmed;
}

/** LIBPORTAL_PASSWORD, else typed twice at the terminal. */
async function newPassword(): Promise<{ password: string; from: 'environment' | 'prompt' }> {
  const fromEnv = cliEnv().LIBPORTAL_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') {
    return { password: refuseWeak(fromEnv), from: 'environment' };
  }
  if (!cliIo().interactive) {
    throw new CliError(
      'no password: set LIBPORTAL_PASSWORD, or run in a terminal to be asked for it ' +
        '(it is never taken from the command line)',
    );
  }
  const first = refuseWeak(await promptHidden(`New password (${PASSWORD_RULE}): `));
  const again = (await promptHidden('Type it again: ')).trim();
  if (again !== first) throw new CliError('the two passwords differ; nothing was changed');
  return { password: first, from: 'prompt' };
}

async function staffCreate(options: StaffCreateOptions) {
  if (options.password !== undefined) {
    throw new CliError(
      'a password is never taken from the command line (the shell history and `ps` would ' +
        'show it): set LIBPORTAL_PASSWORD, or leave it out to be asked',
      2,
    );
  }
  const output = createOutput(Boolean(options.json));
  const checked = checkStaff(options);
  if ('problems' in checked) throw problemsError(checked.problems);
  const staff = checked.ok;
  const result = await usingCliEnvironment(async ({ database }) => {
    const org = await organizationByCode(database.db, options.org);
    if (!org) throw new CliError(`no organisation with code ${options.org.trim().toUpperCase()}`);
    // Asked before the password, so nobody types one for an account that cannot be made.
    const [taken] = await database.db
      .select({ id: reader.id })
      .from(reader)
      .where(and(eq(reader.organizationId, org.id), eq(reader.readercode, staff.code)));
    if (taken) throw duplicate(staff.code, org.orgcode);
    const { password, from } = await newPassword();
    const outcome = await createStaff(database.db, org.id, staff, await hashPassword(password));
    if ('refused' in outcome) throw duplicate(staff.code, org.orgcode);
    return { org, id: outcome.created.id, from };
  });
  output.say(
    `created ${staff.role} ${staff.code} (${staff.name}) in ${result.org.orgcode}; ` +
      `password from ${result.from === 'environment' ? 'LIBPORTAL_PASSWORD' : 'the prompt'}`,
  );
  output.summary(
    {
      ok: true,
      staff: { id: result.id, code: staff.code, name: staff.name, role: staff.role },
      organization: result.org.orgcode,
    },
    `${staff.code} can log in to ${result.org.orgcode} now`,
  );
}

const duplicate = (code: string, orgcode: string) =>
  new CliError(
    `${orgcode} already has a reader or staff member with code ${code}; nothing was changed`,
  );

export function registerStaffCreate(program: Command): void {
  commandGroup(program, 'staff', "The library's staff accounts (librarians, admins).")
    .command('create')
    .description(
      'Create a staff account. The password comes from LIBPORTAL_PASSWORD or a prompt ' +
        '(never the command line).',
    )
    .requiredOption('--org <code>', 'the organisation (its code)')
    .requiredOption('--code <code>', 'the login code: letters, digits, _')
    .requiredOption('--name <name>', 'the name the portal shows')
    .requiredOption('--role <role>', 'admin (everything, settings and staff too) or librarian')
    // Declared only to refuse it with a reason instead of "unknown option".
    .addOption(new Option('--password <password>').hideHelp())
    .option('--json', 'print a one-line JSON summary as the last line')
    .action(staffCreate);
}

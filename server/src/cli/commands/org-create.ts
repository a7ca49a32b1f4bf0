/** `libportal org create`: a new organisation, ready for its staff, catalogue and readers. */
import type { Command } from 'commander';
import { checkOrganization, createOrganization } from '../../setup/organization';
import { usingCliEnvironment } from '../environment';
import { commandGroup } from '../groups';
import { CliError, createOutput, problemsError } from '../output';

interface OrgCreateOptions {
  code: string;
  name: string;
  timezone: string;
  origin: string[];
  json?: boolean;
}

const collect = (value: string, previous: string[]) => [...previous, value];

async function orgCreate(options: OrgCreateOptions) {
  const output = createOutput(Boolean(options.json));
  const checked = checkOrganization({
    code: options.code,
    name: options.name,
    timeZone: options.timezone,
    origins: options.origin,
  });
  if ('problems' in checked) throw problemsError(checked.problems);
  const org = checked.ok;
  const outcome = await usingCliEnvironment(({ database }) => createOrganization(database.db, org));
  if ('refused' in outcome) {
    throw new CliError(`an organisation with code ${org.code} already exists; nothing was changed`);
  }
  const { id, borrowTypes, locations, sites } = outcome.created;
  output.say(`created organisation ${org.code} (id ${id}): ${org.name}, time zone ${org.timeZone}`);
  output.say(
    org.origins.length > 0
      ? `sites allowed to embed the widgets: ${org.origins.join(', ')}`
      : 'no embedding site allowed yet: add --origin for each school site (or ALLOWED_ORIGINS)',
  );
  output.say(
    `with ${borrowTypes} borrow types (students, teachers), ${locations} location and ` +
      `${sites} pre-borrow site; next: libportal staff create --org ${org.code} …`,
  );
  output.summary(
    {
      ok: true,
      organization: { id, code: org.code, name: org.name, timeZone: org.timeZone },
      origins: org.origins,
      borrowTypes,
      locations,
      preborrowSites: sites,
    },
    `organisation ${org.code} is ready`,
  );
}

export function registerOrgCreate(program: Command): void {
  commandGroup(program, 'org', 'Organisations (one school library each).')
    .command('create')
    .description(
      'Create an organisation with a borrow type for students and for teachers, a location and ' +
        'a pre-borrow site (no demo content).',
    )
    .requiredOption(
      '--code <code>',
      'organisation code readers log in with: letters, digits, _ (stored upper case)',
    )
    .requiredOption('--name <name>', "the library's name as the portal shows it")
    .requiredOption('--timezone <zone>', "IANA time zone of the library's day, e.g. Asia/Shanghai")
    .option(
      '--origin <url>',
      'a school site allowed to embed the widgets (https://www.school.edu.cn); repeat for more',
      collect,
      [],
    )
    .option('--json', 'print a one-line JSON summary as the last line')
    .action(orgCreate);
}

import type { Widen } from '../../messages';
import type zhOrganizations from '../zh/organizations';

/** English strings of the organisations; the keys are those of zh/organizations.ts. */
const enOrganizations: Widen<typeof zhOrganizations> = {
  list: {
    heading: 'Schools and libraries using libportal',
    search: 'Find by name or code',
    searchPlaceholder: 'e.g. Experimental Middle School',
    submit: 'Find',
    clear: 'Show all',
    total_one: '{{count}} organisation',
    total_other: '{{count}} organisations',
    empty: 'No school or library matches.',
    open: 'About {{name}}',
    pagination: 'Pages of schools and libraries',
  },
  figures: {
    label: 'Public figures of {{name}}',
    titles: 'Titles',
    readers: 'Readers',
    loansThisYear: 'Loans this year',
  },
  profile: {
    invalid: 'Name a school or library.',
    notFound: 'No such school or library.',
    figures: 'Public figures',
    figuresNote:
      'Loans this year as of the latest count; no reader’s personal information is included.',
    visit: 'Go to the reading portal of {{name}}',
    back: 'Back to the list',
  },
};

export default enOrganizations;

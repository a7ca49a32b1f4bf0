import type { Widen } from '../../messages';
import type zhActivities from '../zh/activities';

/** English strings of activities and competitions; the keys are those of zh/activities.ts. */
const enActivities: Widen<typeof zhActivities> = {
  gate: {
    login: 'Log in',
    activities: 'Log in to see and sign up for library activities.',
    competitions: 'Log in to see the reading competitions.',
  },
  activities: {
    heading: 'Library activities',
    empty: 'No activities for now.',
    when: 'When: {{from}} to {{to}}',
    place: 'Where: {{place}}',
    places: 'Places: {{taken}} / {{capacity}}',
    signUp: 'Sign up for {{title}}',
    cancel: 'Cancel my sign-up for {{title}}',
    signedUp: 'Signed up',
    full: 'Full',
    past: 'Over',
    started: 'Started',
    joined: 'You signed up for “{{title}}”.',
    left: 'You cancelled your sign-up for “{{title}}”.',
  },
  competitions: {
    heading: 'Reading competitions',
    empty: 'No reading competitions for now.',
    list: 'Competitions',
    days: '{{from}} to {{to}}',
    state_upcoming: 'Not started',
    state_running: 'Running',
    state_ended: 'Over',
    rules: 'Rules',
    standings: 'Standings',
    show: 'Show {{title}}',
    rank: 'Rank',
    reader: 'Reader',
    class: 'Class',
    borrows: 'Loans',
    me: ' (me)',
    anonymous: 'Reader {{alias}}',
    mine: 'My place: {{rank}}, with {{borrows}} loans',
    notYet: 'You have borrowed nothing during the competition yet.',
    noStandings: 'No loans during the competition yet.',
    privacy:
      'Only readers who chose to show their name in rankings are named; others appear by an alias.',
  },
};

export default enActivities;

import type { Widen } from '../../messages';
import type zhReaderCard from '../zh/reader-card';

/** English strings of the reader card; the keys are those of zh/reader-card.ts. */
const enReaderCard: Widen<typeof zhReaderCard> = {
  heading: 'My reader card',
  loginRequired: 'Log in to see your reader card, points, deposit and loans.',
  login: 'Log in',
  role_student: 'Student',
  role_teacher: 'Teacher',
  avatar: "{{name}}'s avatar",
  cardNumber: 'Card number',
  validity: 'Valid until',
  noExpiry: 'No expiry',
  expired: 'Expired',
  class: 'Class',
  department: 'Department',
  school: 'School',
  none: '—',
  points: 'Points',
  deposit: 'Deposit',
  arrears: 'Arrears',
  yuan: '{{amount, money}}',
  loans: 'On loan',
  overdue: 'Overdue',
  reservations: 'Reservations',
  countLink: '{{label}}: {{count}}, show details',
  moneyLink: '{{label}}: {{amount, money}}, show details',
  follows: 'Following',
  fans: 'Followers',
  medals: 'My medals',
  medalsEarned: '{{earned}} of {{total}} earned',
  medalEarned: 'Earned',
  medalProgress: 'Progress {{progress}} / {{target}}',
  medal_firstBook: 'First loan',
  medal_tenBooks: 'Ten books',
  medal_fiftyBooks: 'Fifty books',
  medal_hundredBooks: 'A hundred books',
  medal_monthStreak: 'Reading streak',
  medal_punctual: 'Always on time',
  medalsError: 'Medals cannot be loaded right now.',
};

export default enReaderCard;

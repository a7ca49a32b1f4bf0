import type { Widen } from '../../messages';
import type zhReaderHome from '../zh/reader-home';

/** English strings of the reader home's widgets; the keys are those of zh/reader-home.ts. */
const enReaderHome: Widen<typeof zhReaderHome> = {
  ranking: {
    heading: 'Borrowing ranking',
    periods: 'Ranking period',
    period_year: 'Year',
    period_month: 'Month',
    period_week: 'Week',
    span_week: '{{from}} to {{to}}',
    list: 'Most borrowed books, {{span}}',
    borrows_one: 'Borrowed {{count}} time',
    borrows_other: 'Borrowed {{count}} times',
    rank: 'No. {{rank}}',
    empty_year: 'No loans yet this year.',
    empty_month: 'No loans yet this month.',
    empty_week: 'No loans yet this week.',
    mine_year_one:
      'You borrowed {{count}} book this year: number {{rank}} of the {{readers}} readers who borrowed here.',
    mine_year_other:
      'You borrowed {{count}} books this year: number {{rank}} of the {{readers}} readers who borrowed here.',
    mine_month_one:
      'You borrowed {{count}} book this month: number {{rank}} of the {{readers}} readers who borrowed here.',
    mine_month_other:
      'You borrowed {{count}} books this month: number {{rank}} of the {{readers}} readers who borrowed here.',
    mine_week_one:
      'You borrowed {{count}} book this week: number {{rank}} of the {{readers}} readers who borrowed here.',
    mine_week_other:
      'You borrowed {{count}} books this week: number {{rank}} of the {{readers}} readers who borrowed here.',
    mineNone_year: "You haven't borrowed a book this year yet: go and find one you like.",
    mineNone_month: "You haven't borrowed a book this month yet: go and find one you like.",
    mineNone_week: "You haven't borrowed a book this week yet: go and find one you like.",
    loginForMine: 'Log in to see your own place.',
  },
  recommended: {
    heading: 'Recommended for you',
    loginRequired: 'Log in to see books recommended for you.',
    login: 'Log in',
    empty: 'Nothing to recommend yet: borrow a few books and come back.',
    because_category: 'Like the books you read',
    because_popular: 'Popular here',
    available: '{{count}} available',
    unavailable: 'None available now',
  },
};

export default enReaderHome;

/**
 * What each personal page shows: which widget, with which setting. Pages arrange, they do not
 * decide, so the choice of widget per route is data here and every page component stays a
 * few lines (and testable without rendering).
 */
import { newTwinOf } from './interface-version';
import type { AccountList } from '../core';
import type { MyAccountView } from '../widgets/my-account';
import type { ReviewsView } from '../widgets/reviews';
import type { SettingsSection } from '../widgets/reader-settings';

export type PersonalView =
  /** The reader's home: card, ranking, recommended reading, settings link. */
  | { kind: 'home' }
  /** My library's overview (/student-lib, the user centre): card, loans, the menu. */
  | { kind: 'overview' }
  /** lp-my-borrow, with the parts the page is about (all when unset). */
  | { kind: 'borrow'; sections?: string }
  | { kind: 'history' }
  | { kind: 'list'; list: AccountList }
  | { kind: 'account'; view: MyAccountView }
  | { kind: 'messages' }
  /** lp-reading-portrait (and the ranking board, lp-ranking, on its own page). */
  | { kind: 'portrait' }
  | { kind: 'ranking' }
  /** lp-virtual-bookshelf; or, in the bookrack's `bookdetail` child, a shelved book's detail. */
  | { kind: 'shelf'; bookDetail?: boolean }
  /** lp-booklists (its `reader` from the URL's `?reader=`). */
  | { kind: 'booklists' }
  | { kind: 'settings'; section: SettingsSection }
  /** lp-connections: follows and fans. */
  | { kind: 'connections' }
  /** lp-reviews in the view the route names (the page passes ?bookid= and ?id=). */
  | { kind: 'reviews'; view: ReviewsView }
  | { kind: 'volunteer' }
  /** lp-student-tasks: the list, a new goal, or one task (the page passes ?program= / ?goal=). */
  | { kind: 'tasks'; view: 'list' | 'add' | 'detail' }
  /** lp-composition: a student's compositions or reading notes, the list or a new piece. */
  | { kind: 'writing'; writing: 'composition' | 'note'; view: 'list' | 'write' }
  /** lp-activities and lp-competitions. */
  | { kind: 'activities' }
  | { kind: 'competitions' }
  /** lp-ai-selftest (its `testid` from the URL's `?id=`). */
  | { kind: 'selftest' }
  /** lp-homework: the list, or the assignment of the URL's ?id= (answering pages). */
  | { kind: 'homework'; answering?: boolean }
  /** The public category page (lp-category-search), inside the personal area's frame. */
  | { kind: 'category' }
  /** lp-learning-statistics or lp-grades: a student's own marks. */
  | { kind: 'learning'; view: 'statistics' | 'grades' };

/** Every page of personal-area.ts has a view; the routes test checks none is missing. */
export const PERSONAL_VIEWS: Record<string, PersonalView> = {
  'student-home': { kind: 'home' },
  'student-lib': { kind: 'overview' },
  'personal-center': { kind: 'overview' },
  'student-usercenter': { kind: 'overview' },
  'book-management': { kind: 'borrow' },
  'student-borrowing': { kind: 'borrow', sections: 'loans' },
  // The loans list marks and counts the overdue ones at its top.
  'student-overtime': { kind: 'borrow', sections: 'loans' },
  // 我的预约 (the old strip's "my reservations"): not arrived / arrived, cancel.
  'student-borrow': { kind: 'borrow', sections: 'reservations' },
  'student-borrowhistory': { kind: 'history' },
  'student-askreturn': { kind: 'list', list: 'urge' },
  'student-subtenancy': { kind: 'list', list: 'subtenancy' },
  'student-mybuy': { kind: 'list', list: 'purchased' },
  'student-recommend': { kind: 'list', list: 'recommendations' },
  'student-collection': { kind: 'list', list: 'collection' },
  'student-collect': { kind: 'list', list: 'collection' },
  'student-mybill': { kind: 'account', view: 'bills' },
  'student-fine': { kind: 'account', view: 'fines' },
  // 待处理 in the fine family: fines still owed and payments still waiting to be settled.
  'student-untreated': { kind: 'account', view: 'fines' },
  'student-refund': { kind: 'account', view: 'deposit' },
  'student-board': { kind: 'messages' },
  'student-portrait': { kind: 'portrait' },
  'student-read-analyze': { kind: 'portrait' },
  'personal-statistic': { kind: 'portrait' },
  'student-rank': { kind: 'ranking' },
  'virtual-bookshelf': { kind: 'shelf' },
  'student-bookrack': { kind: 'shelf' },
  'student-bookrack/bookdetail': { kind: 'shelf', bookDetail: true },
  'my-booklist': { kind: 'booklists' },
  'student-book-list': { kind: 'booklists' },
  'student-personal-settings': { kind: 'settings', section: 'all' },
  'set-user': { kind: 'settings', section: 'all' },
  'volunteer-service': { kind: 'volunteer' },
  'do-selftest-form-ai': { kind: 'selftest' },
  'test-form-ai-result': { kind: 'selftest' },
  'student-homework-detail': { kind: 'homework' },
  'do-homework': { kind: 'homework', answering: true },
  'do-selftest': { kind: 'homework', answering: true },
  'student-category': { kind: 'category' },
  'student-statistic': { kind: 'learning', view: 'statistics' },
  'student-grade': { kind: 'learning', view: 'grades' },
  'student-connection': { kind: 'connections' },
  connection: { kind: 'connections' },
  'student-review': { kind: 'reviews', view: 'mine' },
  'write-review': { kind: 'reviews', view: 'write' },
  'book-review-comment': { kind: 'reviews', view: 'book' },
  'student-task': { kind: 'tasks', view: 'list' },
  'student-task-add': { kind: 'tasks', view: 'add' },
  'student-task-detail': { kind: 'tasks', view: 'detail' },
  'student-writting': { kind: 'writing', writing: 'composition', view: 'write' },
  'student-composition': { kind: 'writing', writing: 'composition', view: 'list' },
  'student-reading-notes': { kind: 'writing', writing: 'note', view: 'list' },
  'student-activity': { kind: 'activities' },
  competition: { kind: 'competitions' },
};

/** The view of a path ("/student-fine" or "student-fine"), if it is a personal page. */
export function personalViewAt(pathname: string): PersonalView | undefined {
  // The old interface's twin (/old/…) shows the same view.
  return PERSONAL_VIEWS[newTwinOf(pathname).replace(/^\/+|\/+$/g, '')];
}

/**
 * `libportal/elements`: the custom elements. Nothing is registered at import; call
 * `defineElements()` (or one widget's `define` from `libportal/elements/<widget>`).
 */
import { define as defineBookDetail } from './widgets/book-detail/element';
import { define as definePreBorrow } from './widgets/pre-borrow/element';
import { define as defineCategorySearch } from './widgets/category-search/element';
import { define as defineHotWords } from './widgets/hot-words/element';
import { define as defineRecommendedBooks } from './widgets/recommended-books/element';
import { define as defineRankingExcerpt } from './widgets/ranking-excerpt/element';
import { define as defineRecommendedReading } from './widgets/recommended-reading/element';
import { define as defineReaderCard } from './widgets/reader-card/element';
import { define as defineMyBorrow } from './widgets/my-borrow/element';
import { define as defineBorrowHistory } from './widgets/borrow-history/element';
import { define as defineMyMessages } from './widgets/my-messages/element';
import { define as defineAccountList } from './widgets/account-list/element';
import { define as defineReaderSettings } from './widgets/reader-settings/element';
import { define as defineMyAccount } from './widgets/my-account/element';
import { define as defineAiLibrarian } from './widgets/ai-librarian/element';
import { define as defineLoginDialog } from './widgets/login-dialog/element';
import { define as defineNewsList } from './widgets/news-list/element';
import { define as defineSearchBox } from './widgets/search-box/element';
import { define as defineSearchResults } from './widgets/search-results/element';
import { define as defineVirtualBookshelf } from './widgets/virtual-bookshelf/element';
import { define as defineBooklists } from './widgets/booklists/element';

export { BookDetailElement } from './widgets/book-detail/element';
export { PreBorrowElement } from './widgets/pre-borrow/element';
export { CategorySearchElement } from './widgets/category-search/element';
export { HotWordsElement } from './widgets/hot-words/element';
export { RecommendedBooksElement } from './widgets/recommended-books/element';
export { RankingExcerptElement } from './widgets/ranking-excerpt/element';
export { RecommendedReadingElement } from './widgets/recommended-reading/element';
export { ReaderCardElement } from './widgets/reader-card/element';
export { MyBorrowElement } from './widgets/my-borrow/element';
export { BorrowHistoryElement } from './widgets/borrow-history/element';
export { MyMessagesElement } from './widgets/my-messages/element';
export { AccountListElement } from './widgets/account-list/element';
export { ReaderSettingsElement } from './widgets/reader-settings/element';
export { MyAccountElement } from './widgets/my-account/element';
export { AiLibrarianElement } from './widgets/ai-librarian/element';
export { LoginDialogElement } from './widgets/login-dialog/element';
export { NewsListElement } from './widgets/news-list/element';
export { SearchBoxElement } from './widgets/search-box/element';
export { SearchResultsElement } from './widgets/search-results/element';
export { VirtualBookshelfElement } from './widgets/virtual-bookshelf/element';
export { BooklistsElement } from './widgets/booklists/element';

/** Registers every `lp-*` element on this page (once; repeated calls do nothing). */
export function defineElements(): void {
  defineSearchBox();
  defineSearchResults();
  defineLoginDialog();
  defineAiLibrarian();
  defineNewsList();
  defineBookDetail();
  definePreBorrow();
  defineCategorySearch();
  defineHotWords();
  defineRecommendedBooks();
  defineRankingExcerpt();
  defineRecommendedReading();
  defineReaderCard();
  defineMyBorrow();
  defineBorrowHistory();
  defineMyMessages();
  defineAccountList();
  defineReaderSettings();
  defineMyAccount();
  defineVirtualBookshelf();
  defineBooklists();
}

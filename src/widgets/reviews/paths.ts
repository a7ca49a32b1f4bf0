/** The portal pages of reading reviews. */
export const ReviewPaths = {
  mine: '/student-review',
  write: '/write-review',
  book: '/book-review-comment',
} as const;

export const REVIEW_PAGE_SIZE = 10;

/** The portal's pages: this list, and where a result is shown or a returned work revised. */
export const GradesPaths = {
  grades: '/student-grade',
  result: '/student-homework-detail',
  homework: '/do-homework',
  exam: '/do-selftest',
} as const;

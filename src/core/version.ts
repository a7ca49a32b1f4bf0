/** Bumped with package.json; a page that loads two different copies is warned. */
export const LIBPORTAL_VERSION = '0.1.0';

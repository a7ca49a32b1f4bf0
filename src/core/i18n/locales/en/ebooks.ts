import type { Widen } from '../../messages';
import type zhEbooks from '../zh/ebooks';

/** English strings of the digital library and the information pages; the keys are those of zh/ebooks.ts. */
const enEbooks: Widen<typeof zhEbooks> = {
  heading: {
    all: 'Digital resources',
    ebook: 'E-books',
    journal: 'E-journals',
    shelf: 'My e-book shelf',
  },
  types: {
    label: 'Resource type',
    all: 'All',
    ebook: 'E-books',
    journal: 'E-journals',
  },
  tags: {
    label: 'Categories',
    all: 'All categories',
    count: '{{name}} ({{count}})',
  },
  search: {
    label: 'Search digital resources',
    placeholder: 'Title/author',
    submit: 'Search',
  },
  total: '{{count}} titles',
  pagination: 'Pages of {{list}}',
  format: {
    epub: 'EPUB',
    pdf: 'PDF',
    none: 'No e-book file yet',
  },
  loginOnly: 'Log in to read',
  author: 'Author: {{author}}',
  publisher: 'Publisher: {{publisher}}',
  year: 'Year: {{year}}',
  percent: '{{percent}}% read',
  open: 'Details',
  read: 'Read online',
  back: 'Back to the list',
  shelf: {
    add: 'Add to shelf',
    remove: 'Remove from shelf',
    added: 'Added to your shelf',
    removed: 'Removed from your shelf',
    empty: 'No e-books on your shelf yet.',
    loginToAdd: 'Log in to add to your shelf',
  },
  notFound: 'E-book not found',
  gate: {
    shelf: 'Log in to see your e-book shelf.',
    login: 'Log in',
  },
  reader: {
    label: 'E-book reader',
    previous: 'Previous page',
    next: 'Next page',
    location: 'Page {{page}} of {{pages}}',
    progress: '{{percent}}% read',
    loading: 'Opening the e-book…',
    failed: 'The e-book could not be opened, please try again',
    backToBook: 'Back to details',
    hint: 'Turn pages with the arrow keys or PageUp/PageDown',
    noPermission: 'You do not have permission to read, or login status has expired, please login',
    login: 'Log in',
    noFile: 'This book has no file to read online yet.',
  },
  info: {
    introduction: 'Library introduction',
    readerNotice: 'Reader notice',
    openingHours: 'Opening hours',
    address: 'Address',
    servicePhone: 'Customer service phone',
    empty: 'The library has not published this yet.',
  },
};

export default enEbooks;

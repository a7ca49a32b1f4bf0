import type { Widen } from '../../messages';
import type zhProduct from '../zh/product';

/** English strings of the product's pages; the keys are those of zh/product.ts. */
const enProduct: Widen<typeof zhProduct> = {
  product: {
    heading: 'libportal: a school’s own reading portal',
    lead: 'A reading portal for schools and public libraries: readers search, borrow and read, teachers set reading work, the library runs on its own data — and a school can run all of it on its own server.',
    featuresHeading: 'What it does for a school',
    features: {
      catalogue: {
        title: 'Catalogue and loans',
        text: 'Search books and journals by title, author or ISBN, reserve for pick-up at a chosen desk, renew, pay deposits and fines.',
      },
      wayfinding: {
        title: 'Finding your way',
        text: 'A 3D map lights the shelf and column of a book, with written directions from the entrance.',
      },
      digital: {
        title: 'Digital reading',
        text: 'E-books, e-journals, story-time audio and video and activity albums, online at any time.',
      },
      teaching: {
        title: 'Reading in class',
        text: 'Teachers set reading homework, exams and reading programmes; students write reviews, reading notes and compositions and see their reading portrait.',
      },
      embedding: {
        title: 'On the school’s website',
        text: 'Every feature is a web component: two lines put it on the school’s website or CMS.',
      },
      ownServer: {
        title: 'Run it yourself',
        text: 'A school can run the whole product on its own server: import MARC records and readers, and lend and return at the staff desk.',
      },
    },
    actions: 'Find out more',
    seeCases: 'See which schools use it',
    openPortal: 'Open this library’s portal',
    openMap: 'Try finding a book',
  },
  studentLanding: {
    heading: 'For students',
    intro:
      'See what everyone is reading and join the library’s activities; log in for your own loans, reading tasks and shelf.',
    login: 'Log in to my library',
    goHome: 'Go to my home',
    welcomeBack: 'Welcome back, {{name}}',
    storyTime: 'Story time and albums',
  },
};

export default enProduct;

import { createGlobalStyle } from 'styled-components';

/**
 * While the labels page is open, the portal prints the label sheets alone: the header, menu,
 * footer and everything else that does not hold the sheet are left off paper, and the sheet's
 * ancestors lose their padding, so each A4 page of labels starts at the paper's corner (label
 * stock is printed edge to edge: no page margins).
 */
export const PrintSheetOnly = createGlobalStyle`
  @page {
    size: A4;
    margin: 0;
  }
  @media print {
    body {
      margin: 0 !important;
      background: none !important;
    }
    body *:not(:has([data-sheet]), [data-sheet], [data-sheet] *) {
      display: none !important;
    }
    body *:has([data-sheet]) {
      position: static !important;
      width: auto !important;
      min-height: 0 !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      gap: 0 !important;
      background: none !important;
      box-shadow: none !important;
    }
  }
`;

/**
 * While the activities page is open, the portal prints the sign-up list alone (the widget marks
 * it `data-print-signups` and hides its own buttons on paper): the header, menu, footer and the
 * rest of the page are left off, so Print gives the list to pin up or tick off at the door.
 */
export const PrintSignUpsOnly = createGlobalStyle`
  @media print {
    body *:not(:has([data-print-signups]), [data-print-signups], [data-print-signups] *) {
      display: none !important;
    }
    body *:has([data-print-signups]) {
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
    }
  }
`;

import type { Widen } from '../../messages';
import type zhSpineLabels from '../zh/spine-labels';

/** English strings of the spine labels; the keys are those of zh/spine-labels.ts. */
const enSpineLabels: Widen<typeof zhSpineLabels> = {
  heading: 'Print spine labels',
  staffOnly: 'Only library staff can print spine labels.',
  loginRequired: 'Log in with a staff account.',
  login: 'Log in',
  barcodes: 'Copy barcodes (one per line; scan them straight in)',
  barcodesHint: 'At most {{max}} barcodes. A barcode listed twice is printed once.',
  counted_one: '{{count}} barcode entered',
  counted_other: '{{count}} barcodes entered',
  tooMany: 'At most {{max}} barcodes at a time; there are {{count}}.',
  noBarcodes: 'Type or scan some barcodes first.',
  layout: 'Layout',
  layout_sheet: 'A4 label sheet 3×8 (call number + barcode, 24 a page)',
  layout_spine: 'Spine labels only, A4 5×13 (65 a page)',
  skip: 'Skip the labels already used on the first sheet',
  libraryName: 'Library name (short, as printed)',
  make: 'Make labels',
  print: 'Print',
  printHint: 'Print on A4 with margins “None” and scale 100%.',
  ready_one: '{{count}} label ready to print (A4 pages: {{pages}}).',
  ready_other: '{{count}} labels ready to print (A4 pages: {{pages}}).',
  unknownHeading_one: 'This barcode is not a copy of this library; no label was made:',
  unknownHeading_other:
    'These {{count}} barcodes are not copies of this library; no label was made:',
  noCallNumber: 'No call number',
  barcodeOf: 'Barcode {{barcode}}',
  notEncodable: 'Barcode {{barcode}} has characters a barcode cannot print',
  sheet: 'Label preview',
  page: 'Page {{page}}',
  none: 'None of these barcodes is a copy of this library.',
};

export default enSpineLabels;

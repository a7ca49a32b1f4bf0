import { ApiPath, LABEL_LIMITS, type CopyLabel, type LabelsResult } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

/** The demo library's copies the fake server knows, by barcode. */
export const LABEL_COPIES: CopyLabel[] = [
  { barcode: 'YT00000001', callnumber: 'I247.5 / L123 / 2', title: '平凡的世界' },
  { barcode: 'YT00000002', callnumber: 'I712.45/S421', title: '夏洛的网' },
  { barcode: 'YT00000003', callnumber: 'K207.8/W72', title: '上下五千年' },
  { barcode: 'YT00000004', callnumber: null, title: '新华字典' },
];

export const LABELS_LIBRARY = '云图实验';

/** Barcodes to paste in a story or a test: three copies, one stranger, a duplicate. */
export const PASTED = ['YT00000001', 'YT00000002', 'DM00000009', 'YT00000003', 'YT00000001'];

/**
 * The labels call as the server answers it: the known copies in the order asked, the rest
 * unknown; more than the limit refused as the schema refuses it.
 */
export function labelsServer(copies: CopyLabel[] = LABEL_COPIES): FakeHandler {
  return ({ path, body }) => {
    if (!path.endsWith(ApiPath.catalogueLabels)) {
      return { status: 404, body: { code: 20102, msg: 'not found', data: null } };
    }
    const barcodes = (body as { barcodes?: string[] } | null)?.barcodes ?? [];
    if (barcodes.length === 0 || barcodes.length > LABEL_LIMITS.barcodesMax) {
      return fail(20100, '参数错误', 400);
    }
    const wanted = [...new Set(barcodes)];
    const result: LabelsResult = {
      library: '云图科技实验学校图书馆',
      labels: wanted.flatMap((barcode) => copies.find((copy) => copy.barcode === barcode) ?? []),
      unknown: wanted.filter((barcode) => !copies.some((copy) => copy.barcode === barcode)),
    };
    return ok(result);
  };
}

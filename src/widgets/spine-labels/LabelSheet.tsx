import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyLabel } from '../../core';
import { useFitToWidth } from './fit';
import { LAYOUTS, labelsPerPage, paginate, spineLines, type LabelLayout } from './labels';
import {
  BarcodeBox,
  BarcodeText,
  CallNumber,
  Label,
  LibraryName,
  Page,
  Sheet,
  Spine,
} from './styles';

export interface LabelSheetProps {
  labels: CopyLabel[];
  library: string;
  layout: LabelLayout;
  /** Places already used on the first sheet: left empty. */
  skip: number;
}

/** The labels on A4 pages as they print, one page per sheet of label stock. */
export function LabelSheet({ labels, library, layout, skip }: LabelSheetProps) {
  const { t } = useTranslation('spine-labels');
  const { columns, rows, barcode } = LAYOUTS[layout];
  const pages = paginate(labels, labelsPerPage(layout), skip);
  const sheet = useRef<HTMLDivElement>(null);
  useFitToWidth(sheet);
  return (
    <Sheet ref={sheet} data-sheet="" part="sheet" role="region" aria-label={t('sheet')}>
      {pages.map((page, index) => (
        <Page
          key={index}
          $columns={columns}
          $rows={rows}
          part="page"
          role="list"
          aria-label={t('page', { page: index + 1 })}
        >
          {page.map((label, place) =>
            label ? (
              <Label key={label.barcode} $barcode={barcode} part="label" role="listitem">
                <Spine>
                  {library && <LibraryName>{library}</LibraryName>}
                  <CallNumber part="call-number">
                    {spineLines(label.callnumber).map((line, n) => (
                      <span key={n}>{line}</span>
                    ))}
                  </CallNumber>
                </Spine>
                {barcode && <Barcode value={label.barcode} />}
              </Label>
            ) : (
              <Label key={`empty-${place}`} $barcode={barcode} aria-hidden="true" />
            ),
          )}
        </Page>
      ))}
    </Sheet>
  );
}

/**
 * A copy's barcode as Code 128, drawn as SVG bars by JsBarcode into an element React leaves
 * empty, with its characters below as text (JsBarcode's own text needs a canvas to measure it).
 * A barcode Code 128 cannot hold (a character past ASCII) is printed as its text alone.
 */
function Barcode({ value }: { value: string }) {
  const { t } = useTranslation('spine-labels');
  const svg = useRef<SVGSVGElement>(null);
  const [encodable, setEncodable] = useState(true);
  useLayoutEffect(() => {
    if (!svg.current) return;
    JsBarcode(svg.current, value, {
      format: 'CODE128',
      width: 2,
      height: 60,
      margin: 0,
      displayValue: false,
      background: '#ffffff',
      lineColor: '#000000',
      valid: setEncodable,
    });
  }, [value]);
  return (
    <BarcodeBox>
      <svg
        ref={svg}
        role="img"
        aria-label={t('barcodeOf', { barcode: value })}
        display={encodable ? undefined : 'none'}
      />
      <BarcodeText title={encodable ? undefined : t('notEncodable', { barcode: value })}>
        {value}
      </BarcodeText>
    </BarcodeBox>
  );
}

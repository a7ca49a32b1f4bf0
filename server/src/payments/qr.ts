import QRCode from 'qrcode';

/**
 * A QR code of `text` as an SVG data URL (~2 KB), drawn by the server so that a page with the
 * account widget never downloads a QR library: the widget shows it as an image.
 */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

import sharp from 'sharp';

/**
 * Uploaded images are judged by their bytes, never by the name or the declared type: the
 * first bytes must be a JPEG, PNG, WebP or GIF signature, sharp must read the same format from
 * the header, and the picture must be at most MAX_INPUT_PIXELS. Then it is decoded and written
 * anew (re-encoded, resized, EXIF orientation applied), so what is stored and served is an image
 * libvips produced, without metadata: a phone photo's EXIF GPS position, camera serial and
 * thumbnail do not survive, nor anything hidden after the image data (a polyglot file).
 *
 * SVG is refused: it is a document that can carry script, and sharp would happily rasterise it.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** What each kind of image becomes. */
export const IMAGE_OUTPUTS = {
  // Avatars are shown at most ~120 px wide (2× for dense screens, and room to spare).
  avatar: { size: 512, mime: 'image/webp', extension: 'webp' },
  // Face-recognition terminals take JPEG; 1024 px keeps enough detail for them.
  face: { size: 1024, mime: 'image/jpeg', extension: 'jpg' },
  // The library's logo sits in the header at most ~60 px high; 512 px leaves room to spare.
  logo: { size: 512, mime: 'image/webp', extension: 'webp' },
  // The home page's banner spans the page: 1920 px covers a wide screen.
  banner: { size: 1920, mime: 'image/webp', extension: 'webp' },
  // A picture in a news body is shown at most the reading column's width (~800 px), 2× for
  // dense screens.
  content: { size: 1600, mime: 'image/webp', extension: 'webp' },
} as const;
export type ImageKind = keyof typeof IMAGE_OUTPUTS;

/**
 * 25 million pixels: a 24-megapixel camera's photo passes; a decompression bomb (a 2 MB PNG
 * that claims 30,000 × 30,000 pixels, 3.6 GB once decoded) is refused from its header.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/** A decoder that runs longer than this is stopped (a crafted file, a starved machine). */
const DECODE_TIMEOUT_SECONDS = 10;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The format the file's first bytes announce, if it is one that is accepted. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

export interface EncodedImage {
  content: Buffer;
  mime: string;
  extension: string;
  width: number;
  height: number;
}

export type ImageOutcome =
  | { image: EncodedImage }
  | { refused: 'notImage' }
  | { refused: 'tooManyPixels'; maxPixels: number };

const decoderOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // A truncated or corrupt file is refused, not half-decoded into a grey picture.
  failOn: 'error',
  // Only the first frame of an animated GIF or WebP.
  animated: false,
} as const;

const TOO_MANY_PIXELS = { refused: 'tooManyPixels', maxPixels: MAX_INPUT_PIXELS } as const;

/** sharp throws "Input image exceeds pixel limit" past limitInputPixels; anything else: not an image. */
const refusalOf = (error: unknown): ImageOutcome =>
  error instanceof Error && /pixel limit/i.test(error.message)
    ? TOO_MANY_PIXELS
    : { refused: 'notImage' };

/** Checks the bytes and writes them anew as `kind` (see the top of this file). */
export async function reencodeImage(bytes: Buffer, kind: ImageKind): Promise<ImageOutcome> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) return { refused: 'notImage' };
  let width: number;
  let height: number;
  try {
    const header = await sharp(bytes, decoderOptions).metadata();
    // A GIF header before PNG data, or the like, is not what it claims to be.
    if (header.format !== sniffed) return { refused: 'notImage' };
    width = header.width;
    height = header.height;
  } catch (error) {
    return refusalOf(error);
  }
  if (!(width > 0 && height > 0)) return { refused: 'notImage' };
  // libvips checks the limit itself as it reads the header; this says so whatever its version.
  if (width * height > MAX_INPUT_PIXELS) return TOO_MANY_PIXELS;
  const output = IMAGE_OUTPUTS[kind];
  try {
    let pipeline = sharp(bytes, decoderOptions)
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      // Turns the pixels the way the EXIF orientation said, since that tag does not survive.
      .autoOrient()
      .resize({
        width: output.size,
        height: output.size,
        fit: 'inside',
        withoutEnlargement: true,
      });
    pipeline =
      output.mime === 'image/jpeg'
        ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })
        : pipeline.webp({ quality: 82 });
    // sharp writes no metadata unless asked (withMetadata / keepExif): none is asked for.
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      image: {
        content: data,
        mime: output.mime,
        extension: output.extension,
        width: info.width,
        height: info.height,
      },
    };
  } catch (error) {
    return refusalOf(error);
  }
}

/** The side of the uploaded avatar: sharp on a retina profile card, far under 2 MB as JPEG. */
export const AVATAR_SIDE = 512;
export const MAX_ZOOM = 3;

export interface CropChoice {
  /** 1 = the largest square the image holds; up to MAX_ZOOM = a third of it. */
  zoom: number;
  /** Where the square sits in the room left to it, 0–100 (%), across and down. */
  x: number;
  y: number;
}

export const CENTRED: CropChoice = { zoom: 1, x: 50, y: 50 };

export interface SourceSquare {
  sx: number;
  sy: number;
  side: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The square of the image (in its own pixels) that the crop keeps. Sliders instead of dragging:
 * they work with a keyboard and a screen reader, and need no pointer arithmetic.
 */
export function sourceSquare(width: number, height: number, choice: CropChoice): SourceSquare {
  const zoom = clamp(choice.zoom, 1, MAX_ZOOM);
  const side = Math.max(1, Math.floor(Math.min(width, height) / zoom));
  const sx = Math.round(((width - side) * clamp(choice.x, 0, 100)) / 100);
  const sy = Math.round(((height - side) * clamp(choice.y, 0, 100)) / 100);
  return { sx, sy, side };
}

/** Draws the chosen square of `image` on `canvas` at its size; false without a 2D context. */
export function drawSquare(
  canvas: HTMLCanvasElement,
  image: CanvasImageSource,
  square: SourceSquare,
): boolean {
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(
    image,
    square.sx,
    square.sy,
    square.side,
    square.side,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return true;
}

/** The canvas as a JPEG (smaller than PNG for photos; the server re-encodes anyway). */
export function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    if (typeof canvas.toBlob !== 'function') resolve(null);
    else canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.9);
  });
}

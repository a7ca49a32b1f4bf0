/**
 * Which barcode reader the desk's camera uses: the browser's own `BarcodeDetector` where it has
 * one (Chrome on Android and macOS, Safari from 17), else the zxing-wasm ponyfill
 * (`zxingDetector.ts`), a chunk of its own loaded only here — Firefox, older iOS Safari and
 * desktop Chromium on Linux and Windows have no detector, and a desk tablet may be any of them.
 */

/** The part of the Barcode Detection API the desk uses (not yet in TypeScript's DOM types). */
export interface DeskDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options?: { formats: string[] }): DeskDetector;
  getSupportedFormats?(): Promise<string[]>;
}

/**
 * The symbologies libraries print: Code 128 (most copy labels and reader cards), EAN-13 and
 * EAN-8 (ISBNs on the cover), Code 39 and ITF (older labels), QR (cards printed by the
 * portal). Fewer formats, fewer decoders run over each frame.
 */
export const DESK_FORMATS = ['code_128', 'ean_13', 'ean_8', 'code_39', 'qr_code', 'itf'];

const nativeDetector = (): NativeDetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;

/** Whether this device can show a camera at all (the button is offered only then). */
export const hasCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * A detector for the desk's formats: the native one if present, else the fallback, whose
 * module (and its wasm) is fetched now. Rejects when the fallback cannot load; the caller then
 * says so and the scan field goes on working.
 */
export async function createDetector(): Promise<DeskDetector> {
  const Native = nativeDetector();
  if (Native) {
    // A format the platform lacks makes some implementations refuse the constructor.
    const supported = (await Native.getSupportedFormats?.().catch(() => [])) ?? [];
    const formats = DESK_FORMATS.filter((format) => supported.includes(format));
    return formats.length > 0 ? new Native({ formats }) : new Native();
  }
  const { zxingDetector } = await import('./zxingDetector');
  return zxingDetector(DESK_FORMATS);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDetector, DESK_FORMATS, type DeskDetector } from './detector';
import { zxingDetector } from './zxingDetector';

// The fallback's module stands in for barcode-detector and its wasm: what is checked here is
// which reader the desk picks, not zxing's decoding (the e2e test scans a real barcode).
vi.mock('./zxingDetector', () => ({ zxingDetector: vi.fn() }));
const fallback = vi.mocked(zxingDetector);

const fallbackReader: DeskDetector = { detect: () => Promise.resolve([{ rawValue: 'ZX' }]) };

/** A native BarcodeDetector that records the options it was built with. */
function stubNative(supported: string[]) {
  const built: unknown[] = [];
  class NativeDetector implements DeskDetector {
    constructor(options?: unknown) {
      built.push(options);
    }
    static getSupportedFormats = () => Promise.resolve(supported);
    detect() {
      return Promise.resolve([{ rawValue: 'NATIVE' }]);
    }
  }
  vi.stubGlobal('BarcodeDetector', NativeDetector);
  return { NativeDetector, built };
}

afterEach(() => {
  vi.unstubAllGlobals();
  fallback.mockReset();
});

describe('createDetector', () => {
  it('prefers the browser’s BarcodeDetector, asked for the desk’s formats it supports', async () => {
    const { NativeDetector, built } = stubNative(['aztec', 'code_128', 'ean_13', 'qr_code']);
    const detector = await createDetector();
    expect(detector).toBeInstanceOf(NativeDetector);
    expect(built).toEqual([{ formats: ['code_128', 'ean_13', 'qr_code'] }]);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('builds the native one without formats when it names none of the desk’s', async () => {
    const { built } = stubNative([]);
    await createDetector();
    expect(built).toEqual([undefined]);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('loads the zxing fallback, for the desk’s formats only, when the browser has none', async () => {
    expect('BarcodeDetector' in globalThis).toBe(false);
    fallback.mockResolvedValue(fallbackReader);
    expect(await createDetector()).toBe(fallbackReader);
    expect(fallback).toHaveBeenCalledExactlyOnceWith(DESK_FORMATS);
    expect(DESK_FORMATS).toEqual(['code_128', 'ean_13', 'ean_8', 'code_39', 'qr_code', 'itf']);
  });

  it('rejects when the fallback cannot load (the camera then says so)', async () => {
    fallback.mockRejectedValue(new Error('wasm blocked'));
    await expect(createDetector()).rejects.toThrow('wasm blocked');
  });
});

/**
 * The camera's barcode reader where the browser has no `BarcodeDetector`: the
 * `barcode-detector` ponyfill (the same API over zxing-cpp compiled to WebAssembly). Only
 * `detector.ts` imports it, dynamically, so its 15 KB of JS (gzip) and 1.1 MB of wasm stay
 * out of the desk's chunk and are fetched when the camera opens on such a browser.
 *
 * The library fetches its wasm from a CDN by default. The portal is self-hosted and pages that
 * embed it may allow scripts only from it, so the wasm is a file of this build (Vite's `?url`:
 * `/assets/…` in the portal, `assets/…` beside the chunks in the embed, found from this
 * chunk's own URL), fetched with the SHA-256 the library's glue code was built for: a wasm of
 * another version, or altered bytes, fail the fetch instead of running.
 */
import {
  BarcodeDetector,
  prepareZXingModule,
  ZXING_WASM_SHA256,
  type BarcodeFormat,
} from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { DeskDetector } from './detector';

/** `sha256-<base64>` for `fetch`'s integrity, from the hex digest the library carries. */
function integrityOf(hex: string): string {
  const bytes = hex.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? [];
  return `sha256-${btoa(String.fromCharCode(...bytes))}`;
}

let loading: Promise<unknown> | undefined;

/** Fetches and compiles the wasm once per page; a failure is retried at the next opening. */
function loadModule(): Promise<unknown> {
  loading ??= (async () => {
    const response = await fetch(wasmUrl, { integrity: integrityOf(ZXING_WASM_SHA256) });
    if (!response.ok) throw new Error(`${wasmUrl}: HTTP ${response.status}`);
    const wasmBinary = await response.arrayBuffer();
    return prepareZXingModule({
      overrides: {
        wasmBinary,
        // Never the CDN, even if the module asked for a file by name.
        locateFile: (path: string, prefix: string) =>
          path.endsWith('.wasm') ? wasmUrl : prefix + path,
      },
      fireImmediately: true,
    });
  })().catch((failure: unknown) => {
    loading = undefined;
    throw failure;
  });
  return loading;
}

export async function zxingDetector(formats: string[]): Promise<DeskDetector> {
  await loadModule();
  return new BarcodeDetector({ formats: formats as BarcodeFormat[] });
}

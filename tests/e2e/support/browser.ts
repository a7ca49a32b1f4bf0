import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, without the background traffic this closed network refuses.
 * `extraArgs` are added after these (desk-camera.test.ts: a fake camera playing a file).
 */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

import type { Page } from 'playwright-core';

/**
 * Waits until `count` chart canvases are on the page and every one of them has painted pixels
 * (read back with getImageData in the page): a canvas that exists but stayed blank, as when the
 * chart library refused a chart type it was not given, times out here instead of passing.
 */
export async function expectChartsPainted(page: Page, count: number): Promise<void> {
  const canvases = page.locator('canvas');
  await page.waitForFunction((n) => document.querySelectorAll('canvas').length >= n, count);
  try {
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('canvas')].every((canvas) => {
          const context = canvas.getContext('2d');
          if (!context || canvas.width === 0 || canvas.height === 0) return false;
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          // Any pixel that is not fully transparent: the chart drew something.
          for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] !== 0) return true;
          return false;
        }),
      undefined,
      { timeout: 10_000 },
    );
  } catch (error) {
    const sizes = await canvases.evaluateAll((all) =>
      all.map(
        (canvas) =>
          `${(canvas as HTMLCanvasElement).width}x${(canvas as HTMLCanvasElement).height}`,
      ),
    );
    throw new Error(`a chart stayed blank (canvases ${sizes.join(', ')})`, { cause: error });
  }
}

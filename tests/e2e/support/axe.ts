import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown; html: string; summary: string }[];
}

/**
 * The rule set every check runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best
 * practices (which the suite ran before the tags were named). Naming the tags is what turns
 * on the 2.2 rules (`target-size`, 2.5.8), which a run without them leaves out.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core in the page (it looks into open shadow roots, so every widget is checked)
 * and returns the violations in a printable shape. `rules` limits the run to those rules,
 * otherwise it runs every rule of `AXE_TAGS`.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the browser's debugging protocol, which a page's Content Security
  // Policy does not govern: an inline <script> with axe in it is refused where the portal
  // allows only its own scripts.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    resultTypes: ['violations'],
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: AXE_TAGS },
  };
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    // A colour read mid-transition (a pressed button fading to its colour) is neither state's:
    // let the page's finite animations end first (a spinner's infinite one never does; a
    // paused one would not either, so the wait is capped).
    const ended = Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
    const results = await axe.run(document, runOptions);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target,
        html: node.html.slice(0, 300),
        summary: node.failureSummary ?? '',
      })),
    }));
  }, options);
}

/** One line per violation and element: rule, impact, target, what to fix. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.id}] (${violation.impact}) ${violation.help}\n` +
          `  target: ${JSON.stringify(node.target)}\n  html: ${node.html}\n` +
          `  ${node.summary.replace(/\n/g, '\n  ')}`,
      ),
    )
    .join('\n');
}

/** Asserts that axe finds nothing; on failure the message lists every violation. */
export async function expectNoViolations(page: Page, state: string, rules?: string[]) {
  const violations = await axeViolations(page, rules);
  // The rule ids make a short diff; the message says where and what to fix.
  expect(
    violations.map((violation) => violation.id),
    `axe violations in "${state}":\n${describeViolations(violations)}`,
  ).toEqual([]);
}

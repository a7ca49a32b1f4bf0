import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown; html: string; summary: string }[];
}

/**
 * Runs axe-core in the page (it looks into open shadow roots, so every widget is checked)
 * and returns the violations in a printable shape. `rules` limits the run to those rules.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
  };
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
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

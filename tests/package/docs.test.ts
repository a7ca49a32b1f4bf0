import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_PATH, elementsReference } from '../../scripts/elements-reference.mjs';

// docs/elements.md is generated from custom-elements.json (`npm run docs:elements`); a committed
// copy that differs lists elements that are gone or misses new ones. `npm test` builds first,
// which regenerates custom-elements.json from the element classes: a manifest not regenerated
// after a change fails here too.
const ROOT = new URL('../../', import.meta.url).pathname;

describe('the element reference', () => {
  it('is what custom-elements.json generates', async () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8'));
    const committed = readFileSync(join(ROOT, REFERENCE_PATH), 'utf8');
    expect(committed, 'run `npm run analyze && npm run docs:elements` and commit both files').toBe(
      await elementsReference(manifest),
    );
  });

  it('has a section for every element of the manifest', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8')) as {
      modules: { declarations?: { tagName?: string; customElement?: boolean }[] }[];
    };
    const tags = manifest.modules.flatMap((module) =>
      (module.declarations ?? []).flatMap((d) => (d.customElement && d.tagName ? [d.tagName] : [])),
    );
    const sections = [
      ...readFileSync(join(ROOT, REFERENCE_PATH), 'utf8').matchAll(/^## (lp-[\w-]+)$/gm),
    ].map((match) => match[1]);
    expect(sections.sort()).toEqual(tags.sort());
    expect(tags.length).toBeGreaterThanOrEqual(52);
  });
});

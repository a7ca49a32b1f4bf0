/**
 * The widgets are listed in four places: their folders (from which the library build takes an
 * entry per `element.ts`), `src/elements.ts` (`defineElements`), `src/index.ts` (the React
 * components) and `custom-elements.json` (from which the package's `./elements/<widget>`
 * exports are written). A widget added to one and forgotten in another is a hole a school
 * finds first; this test finds it instead, naming the widget and the list.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as reactComponents from './index';
import { defineElements } from './elements';

interface WidgetFolder {
  folder: string;
  tag: string;
  component: string;
}

/** Each widget folder with an element, its tag and the name of its React component. */
function widgetFolders(): WidgetFolder[] {
  return readdirSync('src/widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/widgets/${entry.name}/element.ts`))
    .map(({ name }) => {
      const source = readFileSync(`src/widgets/${name}/element.ts`, 'utf8');
      const tag = /\btag: '(lp-[a-z-]+)'/.exec(source)?.[1];
      const component = /\bcomponent: ([A-Z]\w*)/.exec(source)?.[1];
      if (!tag || !component)
        throw new Error(`src/widgets/${name}/element.ts: no tag or component`);
      return { folder: name, tag, component };
    });
}

interface Manifest {
  modules: { declarations?: { tagName?: string }[] }[];
}

const manifestTags = () =>
  (JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest).modules.flatMap((module) =>
    (module.declarations ?? []).flatMap((declared) => declared.tagName ?? []),
  );

describe('the lists of widgets', () => {
  const widgets = widgetFolders();

  it('finds the widget folders', () => {
    expect(widgets.length).toBeGreaterThan(50);
  });

  it('defineElements() registers every widget folder’s element', () => {
    defineElements();
    const missing = widgets.filter(({ tag }) => !customElements.get(tag));
    expect(missing.map(({ folder, tag }) => `${folder}: ${tag}`)).toEqual([]);
  });

  it('the React entry exports every widget’s component', () => {
    const exported = reactComponents as Record<string, unknown>;
    const missing = widgets.filter(({ component }) => typeof exported[component] !== 'function');
    expect(missing.map(({ folder, component }) => `${folder}: ${component}`)).toEqual([]);
  });

  it('custom-elements.json lists every element, and no element without a folder', () => {
    const listed = manifestTags().sort();
    expect(listed).toEqual(widgets.map(({ tag }) => tag).sort());
  });
});

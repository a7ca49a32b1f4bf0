import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { directImports } from '../../scripts/embed-direct-imports';

/** The embed's rewrite of imports from the core's barrels (scripts/embed-direct-imports.ts). */
const SRC = join(__dirname, '..');
const CORE = join(SRC, 'core');
const BARRELS = ['index.ts', 'api/queries/index.ts', 'api/contract/index.ts'].map((barrel) =>
  join(CORE, barrel),
);
const plugin = directImports(BARRELS, `${SRC}/`);

/** The plugin's output for `code` (JavaScript, as it runs after the types are gone) at `file`. */
function transform(code: string, file: string): string | null {
  const result = (
    plugin.transform as (code: string, id: string) => { code: { toString(): string } } | null
  ).call({}, code, file);
  return result && result.code.toString();
}

const widget = join(SRC, 'widgets/search-box/SearchBox.tsx');

describe('imports from the core’s barrels, in the embed', () => {
  it('come from the modules that define the names, through barrels within barrels', () => {
    const out = transform(
      "import { bookSuggestionsQuery, useApi as api, ApiPath, parseAdvancedQuery } from '../../core';\nuse(bookSuggestionsQuery, api, ApiPath, parseAdvancedQuery);",
      widget,
    );
    expect(out).toContain(
      `import { bookSuggestionsQuery as bookSuggestionsQuery } from ${JSON.stringify(join(CORE, 'api/queries/catalogue.ts'))};`,
    );
    expect(out).toContain(
      `import { useApi as api } from ${JSON.stringify(join(CORE, 'widget/hooks.ts'))};`,
    );
    // What a barrel defines itself comes from it.
    expect(out).toContain(
      `import { ApiPath as ApiPath } from ${JSON.stringify(join(CORE, 'api/contract/index.ts'))};`,
    );
    expect(out).toContain(
      `import { parseAdvancedQuery as parseAdvancedQuery } from ${JSON.stringify(join(CORE, 'api/contract/advanced-query.ts'))};`,
    );
    expect(out).not.toContain("'../../core'");
    expect(out).toContain('use(bookSuggestionsQuery, api, ApiPath, parseAdvancedQuery);');
  });

  it('leave an import alone when a name leads nowhere, or it is a namespace', () => {
    const unknown = "import { notAnExport, useApi } from '../../core';\nuse(notAnExport, useApi);";
    expect(transform(unknown, widget)).toBeNull();
    expect(transform("import * as core from '../../core';\nuse(core);", widget)).toBeNull();
    // Outside the folder the plugin was given, and imports of other modules, are not touched.
    expect(transform("import { useApi } from '../../core';", '/elsewhere/x.ts')).toBeNull();
    expect(transform("import { x } from './styles';\nuse(x);", widget)).toBeNull();
  });

  it('take the re-exports out of the barrels, keeping what a barrel defines', () => {
    const contract = join(CORE, 'api/contract/index.ts');
    const out = transform(
      "import { AiPath } from './ai';\nexport * from './advanced-query';\nexport { x } from './y';\nexport const ApiPath = { ...AiPath };",
      contract,
    );
    expect(out).not.toContain('export *');
    expect(out).not.toContain("from './y'");
    expect(out).toContain("import { AiPath } from './ai';");
    expect(out).toContain('export const ApiPath = { ...AiPath };');
  });
});

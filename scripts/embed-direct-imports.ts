/**
 * The widgets take the core's names from its barrels (`src/core/index.ts`, which re-exports
 * every area, and `api/queries`, `api/contract`). For the shared runtime (vite.embed.config.ts)
 * Rolldown counts the elements that reach a module, and through a barrel every element reaches
 * every module of the core that any element uses: the page with only the search box carried the
 * advanced query parser, the book detail's queries, the pager, the mutation helpers (~3.5 KB
 * gzip, 2026-11-29). In the embed build this plugin rewrites each import from a barrel into
 * imports from the modules that define the names, as if the widget had imported them by path,
 * so that Rolldown counts the elements that import a module. The barrels are free of side
 * effects (package.json `sideEffects: false`), so nothing else changes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { RolldownMagicString } from 'rolldown';
import { parseAst, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Where a name is defined: the module's path and the name it has there. */
type Definition = readonly [file: string, name: string];

interface ModuleExports {
  /** Names the module defines (or re-exports from a binding it imported). */
  own: Set<string>;
  /** `export { name } from './other'`: exported name → the other module and its name there. */
  forwarded: Map<string, Definition>;
  /** `export * from './other'`: the other modules. */
  stars: string[];
}

/** A relative import's TypeScript file, as Vite resolves it; undefined for a package. */
export function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) =>
    existsSync(file),
  );
}

const nameOf = (node: Node): string => (node.name ?? node.value) as string;

function readExports(file: string): ModuleExports {
  const exports: ModuleExports = { own: new Set(), forwarded: new Map(), stars: [] };
  const program = parseAst(readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' });
  for (const node of program.body as unknown as Node[]) {
    if (node.exportKind === 'type') continue;
    if (node.type === 'ExportDefaultDeclaration') exports.own.add('default');
    if (node.type === 'ExportAllDeclaration') {
      const target = resolveModule(file, nameOf(node.source as Node));
      if (node.exported) exports.own.add(nameOf(node.exported as Node));
      else if (target) exports.stars.push(target);
    }
    if (node.type !== 'ExportNamedDeclaration') continue;
    const declaration = node.declaration as Node | null;
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as Node[]) {
        const id = declarator.id as Node;
        if (id.type === 'Identifier') exports.own.add(nameOf(id));
      }
    } else if (declaration && declaration.id && !/^TS(Type|Interface)/.test(declaration.type)) {
      exports.own.add(nameOf(declaration.id as Node));
    }
    const source = node.source as Node | null;
    const target = source ? resolveModule(file, nameOf(source)) : undefined;
    for (const specifier of (node.specifiers ?? []) as Node[]) {
      if (specifier.exportKind === 'type') continue;
      const exported = nameOf(specifier.exported as Node);
      if (!source) exports.own.add(exported);
      else if (target) exports.forwarded.set(exported, [target, nameOf(specifier.local as Node)]);
    }
  }
  return exports;
}

/**
 * @param barrels the barrels' files (absolute paths)
 * @param under the folder whose modules' imports are rewritten (absolute path)
 */
export function directImports(barrels: string[], under: string): Plugin {
  const cache = new Map<string, ModuleExports>();
  const exportsOf = (file: string) => {
    let found = cache.get(file);
    if (!found) cache.set(file, (found = readExports(file)));
    return found;
  };
  const definitionOf = (file: string, name: string, depth = 0): Definition | undefined => {
    if (depth > 20) return undefined;
    const exports = exportsOf(file);
    if (exports.own.has(name)) return [file, name];
    const forwarded = exports.forwarded.get(name);
    if (forwarded) return definitionOf(forwarded[0], forwarded[1], depth + 1);
    for (const star of exports.stars) {
      const found = definitionOf(star, name, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  const isBarrel = new Set(barrels);
  return {
    name: 'libportal-direct-imports',
    // On the JavaScript, after the types (and type-only imports) are gone.
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(under) || !/\.tsx?$/.test(id)) return null;
      let rewritten: RolldownMagicString | null = null;
      const body = parseAst(code).body as unknown as Node[];
      if (isBarrel.has(id)) {
        // Its re-exports: every import of them now goes to the module that defines the name
        // (one that does not fails the build: a missing export), and they would lead every
        // element that imports what the barrel defines itself (contract's ApiPath) to every
        // module it re-exports.
        for (const node of body) {
          const forwards =
            (node.type === 'ExportAllDeclaration' && !node.exported) ||
            (node.type === 'ExportNamedDeclaration' && node.source);
          if (!forwards) continue;
          rewritten ??= new RolldownMagicString(code);
          rewritten.remove(node.start, node.end);
        }
        return rewritten && { code: rewritten };
      }
      for (const node of body) {
        if (node.type !== 'ImportDeclaration') continue;
        const barrel = resolveModule(id, nameOf(node.source as Node));
        if (!barrel || !isBarrel.has(barrel)) continue;
        const specifiers = node.specifiers as Node[];
        if (specifiers.some((specifier) => specifier.type !== 'ImportSpecifier')) continue;
        const byModule = new Map<string, string[]>();
        const definitions = specifiers.map((specifier) => {
          const local = nameOf(specifier.local as Node);
          const definition = definitionOf(barrel, nameOf(specifier.imported as Node));
          return definition && ([definition, local] as const);
        });
        // A name the barrels do not lead to a module for: the import stays as it is.
        if (definitions.some((definition) => !definition)) continue;
        for (const [[file, name], local] of definitions as (readonly [Definition, string])[]) {
          byModule.set(file, [...(byModule.get(file) ?? []), `${name} as ${local}`]);
        }
        rewritten ??= new RolldownMagicString(code);
        rewritten.overwrite(
          node.start,
          node.end,
          [...byModule]
            .map(([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`)
            .join(' '),
        );
      }
      return rewritten && { code: rewritten };
    },
  };
}

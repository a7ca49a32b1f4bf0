// Types of scripts/package-lib.mjs for the tests that use its helpers.
export interface ManifestElement {
  tag: string;
  className: string;
  path: string;
  widget: string;
  description: string;
  attributes: { name: string; type?: { text: string }; description?: string }[];
  events: { name: string; description?: string }[];
}
export function packageOf(specifier: string): string | null;
export function specifiersOf(code: string): string[];
export function bareImportsOf(files: string[]): string[];
export function nodeFloor(range: string): [number, number, number] | null;
export function compareVersions(a: number[], b: number[]): number;
export function elementsOf(manifest: unknown): ManifestElement[];
export function htmlElementsDeclaration(manifest: unknown): string;
export function assemble(): Record<string, unknown>;

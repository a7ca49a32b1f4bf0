// Types of scripts/elements-reference.mjs for the test that compares its output.
export const REFERENCE_PATH: string;
export function elementsReference(manifest: unknown): Promise<string>;

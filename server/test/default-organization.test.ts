import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID } from '../src/auth/guard';
import { repoRoot } from '../src/paths';
import { organizations } from '../src/seed/content';

/** A default organisation id given a name anywhere in the tracked TypeScript. */
const DEFINES_DEFAULT_ID = /\b(?:const|let|var)\s+DEFAULT_ORG\w*_ID\b/;

function trackedTypeScript(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '*.ts', '*.tsx'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return listed.split('\0').filter(Boolean);
}

/**
 * The fallback organisation is YTKJ, and its id (1) is defined in one place only. The client names the fallback by code and asks for its id; the server alone
 * falls back to an id, for a public call that names no organisation (guard.ts). A second
 * definition could drift from the first and answer one organisation's page with another's
 * data.
 */
describe('the default organisation', () => {
  it('has its id defined once, by the server', () => {
    const files = trackedTypeScript();
    expect(files.length).toBeGreaterThan(100);
    const defining = files.filter((path) =>
      DEFINES_DEFAULT_ID.test(readFileSync(join(repoRoot, path), 'utf8')),
    );
    expect(defining).toEqual(['server/src/auth/guard.ts']);
    expect(DEFAULT_ORGANIZATION_ID).toBe(1);
  });

  it('is, by that id, the organisation the client falls back to by code', () => {
    // Read, not imported: the server's code takes nothing from src/ but the API contract.
    const config = readFileSync(join(repoRoot, 'src/core/config.ts'), 'utf8');
    const clientDefault = /export const DEFAULT_ORG_CODE = '(\w+)';/.exec(config)?.[1];
    expect(clientDefault).toBe('YTKJ');
    const seeded = organizations.find(
      (organization) => organization.id === DEFAULT_ORGANIZATION_ID,
    );
    expect(seeded?.orgcode).toBe(clientDefault);
  });
});

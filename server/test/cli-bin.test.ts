import { describe, expect, it } from 'vitest';
import { spawnCli } from './cli-helpers';

/** The package's bin as `npx libportal` runs it in a development checkout (through tsx). */
describe('the libportal bin', () => {
  it('lists every verb in --help and exits 0', async () => {
    const result = await spawnCli(['--help']);
    expect(result.code).toBe(0);
    for (const verb of ['org', 'staff', 'import', 'backup', 'restore', 'check']) {
      expect(result.stdout).toMatch(new RegExp(`^  ${verb}\\b`, 'm'));
    }
  }, 60_000);

  it('exits 2 with a message on an unknown verb, and prints JSON last with --json', async () => {
    const result = await spawnCli(['org', 'delete', '--json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown command|too many arguments/);
    const refused = await spawnCli([
      'org',
      'create',
      '--code',
      'X',
      '--name',
      'x',
      '--timezone',
      'Nowhere/City',
      '--json',
    ]);
    expect(refused.code).toBe(2);
    expect(JSON.parse(refused.stdout.trim().split('\n').pop() ?? '')).toMatchObject({ ok: false });
  }, 60_000);
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './locales/en';
import zh from './locales/zh';
import { PORTAL_ONLY_STRINGS } from './portal-strings';

const SRC = join(__dirname, '../..');

/** The source files of the widgets and the core, which the embed ships (tests and stories aside). */
function embedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : embedSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the strings only the portal shows', () => {
  it('are groups of both default tables', () => {
    for (const group of PORTAL_ONLY_STRINGS) {
      expect(zh, group).toHaveProperty(group);
      expect(en, group).toHaveProperty(group);
    }
  });

  it('are used by no widget and nothing in the core, which the embed ships without them', () => {
    // A key of one of the groups: `t('routes.home')`, t(`personal.${name}`).
    const uses = new RegExp(`['"\`](${PORTAL_ONLY_STRINGS.join('|')})\\.`);
    const using = [join(SRC, 'widgets'), join(SRC, 'core')]
      .flatMap(embedSources)
      .filter((file) => !file.endsWith('portal-strings.ts'))
      .filter((file) => uses.test(readFileSync(file, 'utf8')));
    expect(using).toEqual([]);
  });
});

/** Every verb of `libportal`; each file registers one on the program. */
import type { Command } from 'commander';
import { registerBackup } from './backup';
import { registerCheck } from './check';
import { registerImportCatalogue } from './import-catalogue';
import { registerImportReaders } from './import-readers';
import { registerOrgCreate } from './org-create';
import { registerRestore } from './restore';
import { registerStaffCreate } from './staff-create';

export function registerCommands(program: Command): void {
  registerOrgCreate(program);
  registerStaffCreate(program);
  // Both `import` verbs take the group from commandGroup() (../groups.ts), which makes it once.
  registerImportCatalogue(program);
  registerImportReaders(program);
  registerBackup(program);
  registerRestore(program);
  registerCheck(program);
}

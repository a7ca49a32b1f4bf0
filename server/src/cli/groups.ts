/**
 * Verb groups (`org`, `staff`, `import`): a verb file adds its verb to the group, made by
 * whichever file registers first. Commander refuses a second `program.command('import')`,
 * so every file under one group takes it from here.
 */
import type { Command } from 'commander';

export function commandGroup(program: Command, name: string, description: string): Command {
  const existing = program.commands.find((command) => command.name() === name);
  return existing ?? program.command(name).description(description);
}

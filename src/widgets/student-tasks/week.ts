import type { StudentTasks } from '../../core';

/** Monday..Sunday of the week holding `today` (YYYY-MM-DD), as the school week runs. */
export function weekOf(today: string): { from: string; to: string } {
  const day = new Date(`${today}T00:00:00Z`);
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(monday), to: iso(sunday) };
}

export interface WeekTask {
  key: string;
  kind: 'program' | 'goal';
  id: number;
  title: string;
  done: number;
  total: number;
  due: string;
}

/**
 * This week's tasks: programs running in some day of the week, and goals not yet reached that
 * fall due by the week's end (an overdue one stays until it is reached or deleted).
 */
export function weekTasks(tasks: StudentTasks, today: string): WeekTask[] {
  const { from, to } = weekOf(today);
  const programs = tasks.programs
    .filter((p) => p.startdate <= to && p.enddate >= from)
    .map((p) => ({
      key: `p${p.id}`,
      kind: 'program' as const,
      id: p.id,
      title: p.title,
      done: p.progress.filter((s) => s === 'returned').length,
      total: p.books.length,
      due: p.enddate,
    }));
  const goals = tasks.goals
    .filter((g) => g.duedate <= to && g.done < g.target)
    .map((g) => ({
      key: `g${g.id}`,
      kind: 'goal' as const,
      id: g.id,
      title: g.title,
      done: Math.min(g.done, g.target),
      total: g.target,
      due: g.duedate,
    }));
  return [...programs, ...goals].sort((a, b) => a.due.localeCompare(b.due));
}

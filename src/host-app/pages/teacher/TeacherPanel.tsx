import type { ReactNode } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { useTeacherTitle } from './use-teacher-title';

/**
 * A teacher page's frame: its title as the page's h1, shown once (a widget heading of the same
 * words is then for screen readers only), and the panel the widget sits in.
 */
export function TeacherPanel({ children }: { children: ReactNode }) {
  return <PageFrame title={useTeacherTitle()}>{children}</PageFrame>;
}

import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../core';
import { PagePanel } from '../../components/PageFrame';
import { useTeacherTitle } from './use-teacher-title';

/**
 * A teacher page's frame: its title as the page heading (the menu shows it already, so it is
 * for screen readers) and the panel the widget sits in.
 */
export function TeacherPanel({ children }: { children: ReactNode }) {
  const title = useTeacherTitle();
  return (
    <>
      <VisuallyHidden as="h1">{title}</VisuallyHidden>
      <PagePanel>{children}</PagePanel>
    </>
  );
}

import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Panel, SubHeading } from './styles';

export interface StaffPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'aria-labelledby'> {
  /** The panel's heading, which names its region. */
  heading: ReactNode;
  /** The CSS part a page styles it by (`::part(form)`). */
  part?: string;
  children?: ReactNode;
}

/** A part of a staff widget (a list, a form): a region named by its own heading. */
export function StaffPanel({ heading, children, ...rest }: StaffPanelProps) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId} {...rest}>
      <SubHeading id={headingId}>{heading}</SubHeading>
      {children}
    </Panel>
  );
}

import styled from 'styled-components';
import { WidgetHeading } from '../../core';
import { FieldRow, FormActions, StaffPanel } from '../../core/ui/staff';
import { Actions as StaffActions, Table as StaffTable } from '../../core/ui/staff/styles';

export const Heading = WidgetHeading;

/**
 * Measured by its own width: on a 768 px tablet in the portal the list's rows stack. On paper
 * only the sign-up list is printed (the portal page hides its own frame too).
 */
export const Root = styled.section`
  container-type: inline-size;

  @media print {
    & > :not([data-print-signups]) {
      display: none !important;
    }
  }
`;

/** The sign-up list's panel: on paper, the page itself. */
export const SignUpsFrame = styled(StaffPanel)`
  @media print {
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

/** Fields side by side where there is room, one a line on a narrow screen. */
export const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  align-items: start;
  gap: 12px;
  margin-bottom: 12px;
`;

/** A field of the form, spaced from the next. */
export const FormField = styled(FieldRow)`
  margin-bottom: 12px;
`;

export const Actions = styled(StaffActions)`
  margin-bottom: 12px;
`;

/** The form's buttons, spaced like the sign-up list's. */
export const FormButtons = styled(FormActions)`
  margin-bottom: 12px;
`;

/** The sign-up list's buttons: on screen, never on paper. */
export const PrintHidden = styled.div`
  @media print {
    display: none;
  }
`;

/** The sign-up list, printed in black. */
export const Table = styled(StaffTable)`
  @media print {
    font-size: 11pt;
    th,
    td {
      border-bottom: 1px solid #000;
    }
  }
`;

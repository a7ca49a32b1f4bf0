import styled from 'styled-components';
import { controlFrame, token, WidgetHeading } from '../../core';
import { FormActions } from '../../core/ui/staff';

export const Heading = WidgetHeading;

/** Fields side by side where there is room, one a line on a narrow screen. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
  margin-bottom: 12px;
`;

export const TextArea = styled.textarea`
  ${controlFrame}
  min-height: 120px;
  padding: 8px 10px;
  font-family: inherit;
`;

export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  font-weight: 600;

  input {
    width: 20px;
    height: 20px;
  }
`;

/** One entry of a list (a link, a source, a reader type): a group of its own. */
export const Row = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto auto;
  align-items: end;
  gap: 8px 12px;
  margin: 0 0 8px;
  padding: 8px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};

  legend {
    padding: 0 4px;
    font-weight: 600;
  }

  @container (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A section's save button and the line saying what the save did. */
export const SectionActions = styled(FormActions)`
  margin-top: 8px;
`;

export const Images = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;

  img {
    display: block;
    max-width: 240px;
    max-height: 80px;
    object-fit: contain;
  }
`;

/** The payment methods: a group of checkboxes, side by side where there is room. */
export const Methods = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 24px;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 600;
  }

  & > p,
  & > div {
    flex-basis: 100%;
  }
`;

/** A home menu entry: title, link, icon and shown side by side where there is room. */
export const MenuRow = styled(Row)`
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.5fr) minmax(0, 1.5fr) auto;
`;

/** The icon select with the drawn icon beside it, as the portal's tile draws it. */
export const IconChoice = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  select {
    ${controlFrame}
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 10px;
  }

  svg {
    flex: none;
    width: 28px;
    height: 28px;
    fill: none;
    stroke: ${token('--lp-color-primary-strong')};
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

/** Room the preview would take, so the select does not jump when data turns valid. */
export const IconBlank = styled.span`
  flex: none;
  width: 28px;
  height: 28px;
`;

/** The custom icon's path data: a short box of monospaced numbers, across the row. */
export const IconData = styled(TextArea)`
  min-height: 64px;
  font-family: ui-monospace, monospace;
`;

/** Fields that take the row's whole width (the custom icon's data). */
export const Wide = styled.div`
  grid-column: 1 / -1;
`;

import styled from 'styled-components';
import { controlFrame, PlainList, token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

/** Measured by its own width (container query): the desk is often a column of a staff page. */
export const Root = styled.section`
  container-type: inline-size;
`;

export const SubHeading = styled.h3`
  margin: 12px 0 6px;
  font-size: 1.05em;
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
`;

export const ScanForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 8px;

  label {
    font-weight: 600;
  }
`;

/** Large: a librarian glances at it from a step away, and a tablet needs a big target. */
export const ScanInput = styled.input`
  ${controlFrame}
  min-height: 44px;
  padding: 0 12px;
  font-size: 1.2em;
`;

export const Hint = styled.div`
  font-size: 0.9em;
  color: ${token('--lp-color-text-muted')};
`;

/** The last result, said again in words beside the tone (never by colour alone). */
export const Live = styled.div<{ $ok: boolean | null }>`
  min-height: 1.6em;
  margin: 4px 0 12px;
  padding: 6px 10px;
  border-radius: ${token('--lp-radius')};
  font-weight: 600;
  color: ${({ $ok }) =>
    $ok === false ? token('--lp-color-danger') : $ok ? token('--lp-color-success') : 'inherit'};
  background: ${token('--lp-color-surface-alt')};
`;

/**
 * The reader's card beside this session's list on a wide desk; one above the other under
 * 900 px, so a tablet at 768 px never scrolls sideways.
 */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;

  @container (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Panel = styled.div`
  padding: 12px 14px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  min-width: 0;
`;

export const Items = styled(PlainList)`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const Note = styled.div<{ $tone?: 'danger' }>`
  font-size: 0.95em;
  color: ${({ $tone }) =>
    $tone === 'danger' ? token('--lp-color-danger') : token('--lp-color-text-muted')};
`;

export const Badge = styled.span`
  display: inline-block;
  margin-inline-start: 6px;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 0.85em;
  color: ${token('--lp-color-on-primary')};
  background: ${token('--lp-color-danger')};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px 12px;
  margin: 0 0 8px;

  dt {
    color: ${token('--lp-color-text-muted')};
  }
  dd {
    margin: 0;
  }
`;

export const Video = styled.video`
  display: block;
  width: 100%;
  max-width: 480px;
  margin-bottom: 8px;
  border-radius: ${token('--lp-radius')};
`;

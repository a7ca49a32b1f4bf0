import styled from 'styled-components';
import { PlainList, token } from '../../core';
import { focusRing } from '../../core/theme';

/** The directions beside the map once the widget is wide enough for both (its own width). */
export const Layout = styled.div`
  container-type: inline-size;
  & > div {
    display: grid;
    gap: 16px;
  }
  @container (min-width: 760px) {
    & > div {
      grid-template-columns: minmax(260px, 1fr) 2fr;
      align-items: start;
    }
  }
`;

export const Heading = styled.h2`
  margin: 0 0 4px;
  font-size: 1.25em;
  overflow-wrap: anywhere;
`;

export const SectionHeading = styled.h3`
  margin: 16px 0 8px;
  font-size: 1.05em;
`;

export const Muted = styled.p`
  margin: 0 0 12px;
  color: ${token('--lp-color-text-muted')};
`;

export const Notice = styled.p`
  margin: 12px 0;
  padding: 8px 12px;
  border-inline-start: 4px solid ${token('--lp-color-accent')};
  background: ${token('--lp-color-surface-alt')};
`;

export const Place = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
`;

export const Steps = styled.ol`
  margin: 0;
  padding-inline-start: 1.4em;
  line-height: 1.7;
  li + li {
    margin-top: 4px;
  }
`;

export const Directory = styled(PlainList)`
  details {
    padding: 4px 0;
    border-bottom: 1px solid ${token('--lp-color-border')};
  }
  summary {
    cursor: pointer;
    padding: 4px 0;
  }
  summary:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
  }
  ul {
    margin: 4px 0 8px;
    padding-inline-start: 1.2em;
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
`;

/**
 * The 3D view's frame: its height is kept before the code arrives, so loading it moves
 * nothing below (no layout shift), and a phone keeps room to scroll past it.
 */
export const Stage = styled.div`
  position: relative;
  height: clamp(280px, 60vw, 520px);
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface-alt')};
  overflow: hidden;
  canvas {
    display: block;
    width: 100%;
    height: 100%;
    touch-action: none;
  }
  canvas:focus-visible {
    outline: 3px solid ${token('--lp-color-primary-strong')};
    outline-offset: -3px;
  }
`;

/** The view's state (loading, no WebGL), over the empty frame. */
export const StageMessage = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: 16px;
  text-align: center;
  color: ${token('--lp-color-text-muted')};
`;

/** Asks for the 3D view on a phone: the theme's strong green, white text (4.9:1). */
export const ShowButton = styled.button`
  min-height: 44px;
  padding: 0 16px;
  font: inherit;
  font-weight: 600;
  color: ${token('--lp-color-on-primary')};
  background: ${token('--lp-color-primary-strong')};
  border: 0;
  border-radius: ${token('--lp-radius')};
  cursor: pointer;
  ${focusRing}
`;

export const ViewControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 8px;
  button {
    min-height: 36px;
    padding: 0 12px;
    font: inherit;
    color: ${token('--lp-color-text')};
    background: ${token('--lp-color-surface')};
    border: 1px solid ${token('--lp-color-border')};
    border-radius: ${token('--lp-radius')};
    cursor: pointer;
    ${focusRing}
  }
`;

/** The route and the wanted column: an orange that stands out from the theme's green. */
export const ROUTE_COLOR = '#d9480f';

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  color: ${token('--lp-color-text-muted')};
  li::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-inline-end: 6px;
    vertical-align: -1px;
    border-radius: 2px;
  }
  [data-swatch='shelf']::before {
    background: ${token('--lp-color-primary')};
  }
  [data-swatch='route']::before {
    background: ${ROUTE_COLOR};
  }
  [data-swatch='target']::before {
    background: ${token('--lp-color-accent')};
  }
`;

export const Hint = styled.p`
  margin: 8px 0 0;
  color: ${token('--lp-color-text-muted')};
  font-size: 0.95em;
`;

export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 12px 0 0;
  a {
    color: ${token('--lp-color-primary-strong')};
  }
`;

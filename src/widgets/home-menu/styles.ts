import styled from 'styled-components';
import { PlainList, token } from '../../core';
import { focusRing } from '../../core/theme';

export const Heading = styled.h2`
  margin: 0 0 10px;
  font-size: 1.2em;
`;

export const Group = styled.section`
  & + & {
    margin-top: 16px;
  }
`;

/** Tiles in as many columns as the widget's own width holds; room kept before they arrive. */
export const Tiles = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 120px), 1fr));
  gap: 8px;
`;

const tile = `
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 84px;
  padding: 10px 6px;
  text-align: center;
  text-decoration: none;
  border-radius: 10px;
`;

export const TileLink = styled.a`
  ${tile}
  color: ${token('--lp-color-text')};
  background: ${token('--lp-color-surface-alt')};
  border: 1px solid ${token('--lp-color-border')};
  ${focusRing}
  &:hover {
    border-color: ${token('--lp-color-primary-strong')};
  }
  svg {
    width: 28px;
    height: 28px;
    fill: none;
    stroke: ${token('--lp-color-primary-strong')};
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

export const TileButton = styled(TileLink).attrs({ as: 'button' })`
  width: 100%;
  font: inherit;
  cursor: pointer;
`;

/** Where an icon is not known yet: the same square, so nothing moves when it arrives. */
export const IconSpace = styled.span`
  width: 28px;
  height: 28px;
`;

export const PhonePanel = styled.p`
  margin: 10px 0 0;
  padding: 10px 12px;
  border-inline-start: 4px solid ${token('--lp-color-accent')};
  background: ${token('--lp-color-surface-alt')};
  a {
    color: ${token('--lp-color-text')};
    font-weight: 700;
  }
`;

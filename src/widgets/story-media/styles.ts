import styled from 'styled-components';
import { token, WidgetHeading } from '../../core';

export const Heading = WidgetHeading;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 12px;
`;

export const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface')};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: 1.05em;
`;

export const Meta = styled.p`
  margin: 0;
  color: ${token('--lp-color-text-muted')};
  font-size: 0.9em;
`;

/** A cover, or the kind's sign where there is none, at one size so the grid stays even. */
export const CoverBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: ${token('--lp-radius')};
  background: ${token('--lp-color-surface-alt')};
  font-size: 2.5em;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

import styled from 'styled-components';
import { WidgetHeading } from '../../core';
import { focusRing, token } from '../../core/theme';

export const Heading = WidgetHeading;

export const Meta = styled.p`
  margin: 4px 0 12px;
  color: ${token('--lp-color-text-muted')};
`;

export const Stage = styled.div`
  margin: 12px 0;
  audio,
  video {
    width: 100%;
    max-width: 640px;
  }
`;

export const TranscriptList = styled.ol`
  margin: 8px 0;
  padding: 0 0 0 4px;
  list-style: none;
  line-height: 1.8;
  time {
    color: ${token('--lp-color-text-muted')};
    font-variant-numeric: tabular-nums;
  }
`;

export const Viewer = styled.figure`
  margin: 8px 0;
  max-width: 640px;
  border-radius: ${token('--lp-radius')};
  ${focusRing}
  img {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: contain;
    background: ${token('--lp-color-surface-alt')};
  }
  figcaption {
    margin-top: 6px;
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  /* The size of a loaded thumbnail from the start: a photo still loading shows its number,
     and a button that small would be hard to hit (and move the others when it grows). */
  button {
    min-width: 80px;
    min-height: 56px;
    padding: 2px;
    border: 2px solid transparent;
    border-radius: ${token('--lp-radius')};
    background: none;
    cursor: pointer;
    ${focusRing}
  }
  button[aria-current='true'] {
    border-color: ${token('--lp-color-primary-strong')};
  }
  img {
    display: block;
    width: 72px;
    height: 48px;
    object-fit: cover;
  }
`;

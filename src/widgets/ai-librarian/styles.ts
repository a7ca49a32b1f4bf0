import styled, { css, keyframes } from 'styled-components';
import { controlFrame, token } from '../../core';
import { BUTTON_SIZE, EDGE_MARGIN, WINDOW_HEIGHT, WINDOW_WIDTH } from './position';

export const Launcher = styled.button`
  position: fixed;
  z-index: 2147482000;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${BUTTON_SIZE}px;
  height: ${BUTTON_SIZE}px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${token('--lp-color-primary-strong')};
  color: ${token('--lp-color-on-primary')};
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25);
  cursor: grab;
  /* The finger drags the button instead of scrolling the page. */
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;

  &:hover {
    background: ${token('--lp-color-primary-hover')};
  }
  &:active {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 3px solid ${token('--lp-color-primary-strong')};
    outline-offset: 3px;
  }
`;

export const Window = styled.section<{ $compact: boolean }>`
  position: fixed;
  z-index: 2147482000;
  display: flex;
  flex-direction: column;
  width: ${WINDOW_WIDTH}px;
  height: ${WINDOW_HEIGHT}px;
  max-width: calc(100vw - ${2 * EDGE_MARGIN}px);
  max-height: calc(100vh - ${2 * EDGE_MARGIN}px);
  overflow: hidden;
  background: ${token('--lp-color-surface')};
  border: 1px solid ${token('--lp-color-border')};
  border-radius: 12px;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);

  ${({ $compact }) =>
    $compact &&
    css`
      inset: ${EDGE_MARGIN}px;
      width: auto;
      height: auto;
    `}
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px 10px 16px;
  background: ${token('--lp-color-primary-strong')};
  color: ${token('--lp-color-on-primary')};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 1.1em;
  font-weight: 600;
`;

export const CloseButton = styled.button`
  width: 32px;
  height: 32px;
  flex-shrink: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.18);
  }
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-on-primary')};
    outline-offset: -2px;
  }
`;

export const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 12px;
  background: ${token('--lp-color-surface-alt')};
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: -2px;
  }
`;

export const Greeting = styled.p`
  margin: 0 0 10px;
  color: ${token('--lp-color-text-muted')};
`;

export const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Bubble = styled.li<{ $mine: boolean }>`
  max-width: 85%;
  padding: 8px 12px;
  border-radius: 12px;
  overflow-wrap: anywhere;
  white-space: normal;
  ${({ $mine }) =>
    $mine
      ? css`
          align-self: flex-end;
          background: ${token('--lp-color-primary-strong')};
          color: ${token('--lp-color-on-primary')};
          border-bottom-right-radius: 4px;
        `
      : css`
          align-self: flex-start;
          background: ${token('--lp-color-surface')};
          color: ${token('--lp-color-text')};
          border: 1px solid ${token('--lp-color-border')};
          border-bottom-left-radius: 4px;
        `}
`;

export const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

export const Dots = styled.span`
  display: inline-flex;
  gap: 3px;
  margin-inline-end: 6px;
  vertical-align: middle;
  span {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
    animation: ${blink} 1.2s infinite ease-in-out;
  }
  span:nth-child(2) {
    animation-delay: 0.2s;
  }
  span:nth-child(3) {
    animation-delay: 0.4s;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
      opacity: 0.6;
    }
  }
`;

export const Pending = styled.span`
  color: ${token('--lp-color-text-muted')};
`;

export const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  padding: 10px 12px;
  border-top: 1px solid ${token('--lp-color-border')};
`;

export const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 40px;
  max-height: 120px;
  padding: 8px 10px;
  ${controlFrame}
  resize: none;
  &::placeholder {
    color: ${token('--lp-color-text-muted')};
  }
`;

export const List = styled.ul`
  margin: 6px 0 0;
  padding-left: 18px;
  & > li + li {
    margin-top: 4px;
  }
`;

export const Meta = styled.span`
  color: ${token('--lp-color-text-muted')};
`;

import { css } from 'styled-components';

/**
 * Theme tokens are CSS custom properties, so a page themes every widget (they cross shadow
 * boundaries) and a dark theme is the same properties with other values.
 * Defaults: spec §9 (menu background #5ea99a, active text #FEC171).
 */
export const themeDefaults = {
  '--lp-color-primary': '#5ea99a',
  '--lp-color-primary-strong': '#3f7f72',
  '--lp-color-accent': '#FEC171',
  '--lp-color-text': '#1f2933',
  '--lp-color-text-muted': '#52606d',
  '--lp-color-surface': '#ffffff',
  '--lp-color-surface-alt': '#f5f7f7',
  '--lp-color-border': '#c9d2d0',
  '--lp-color-danger': '#c0392b',
  '--lp-color-success': '#2e7d32',
  '--lp-font-family':
    "system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  '--lp-font-size': '14px',
  '--lp-radius': '6px',
  '--lp-focus-ring': '0 0 0 3px rgba(63, 127, 114, 0.45)',
} as const;

export type ThemeToken = keyof typeof themeDefaults;

/** `var(--lp-x, default)`: works whether or not the page set the property. */
export function token(name: ThemeToken): string {
  return `var(${name}, ${themeDefaults[name]})`;
}

/**
 * The base every widget root sets explicitly, so inherited page styles (a 40 px body font,
 * a serif family, letter spacing) do not distort it.
 */
export const widgetBase = css`
  box-sizing: border-box;
  font-family: ${token('--lp-font-family')};
  font-size: ${token('--lp-font-size')};
  font-weight: 400;
  font-style: normal;
  line-height: 1.5;
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-transform: none;
  text-indent: 0;
  color: ${token('--lp-color-text')};

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;

export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${token('--lp-color-primary-strong')};
    outline-offset: 2px;
  }
`;

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

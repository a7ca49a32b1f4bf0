import { css } from 'styled-components';

/**
 * Theme tokens are CSS custom properties, so a page themes every widget (they cross shadow
 * boundaries) and a dark theme is the same properties with other values.
 * Defaults: the product's theme colours (menu background #5ea99a, active text #FEC171).
 */
export const themeDefaults = {
  '--lp-color-primary': '#5ea99a',
  '--lp-color-primary-strong': '#3f7f72',
  '--lp-color-accent': '#FEC171',
  /** Hover state of primary buttons: darker, so white text keeps a 4.5:1 contrast. */
  '--lp-color-primary-hover': '#336b60',
  /** Text and icons on a primary-coloured background. */
  '--lp-color-on-primary': '#ffffff',
  '--lp-color-text': '#1f2933',
  '--lp-color-text-muted': '#52606d',
  '--lp-color-surface': '#ffffff',
  '--lp-color-surface-alt': '#f5f7f7',
  '--lp-color-border': '#c9d2d0',
  '--lp-color-danger': '#c0392b',
  '--lp-color-success': '#2e7d32',
  // A Chinese font of each platform (macOS, Windows, then Linux: Noto / WenQuanYi, as on
  // deepin/UOS): a browser that finds none in the list looks for each character's font
  // through the system, which on Linux made the first layout of a Chinese page ~2x slower.
  '--lp-font-family':
    "system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif",
  '--lp-font-size': '14px',
  '--lp-radius': '6px',
  '--lp-focus-ring': '0 0 0 3px rgba(63, 127, 114, 0.45)',
} as const;

export type ThemeToken = keyof typeof themeDefaults;

/**
 * The dark theme: the same properties with other values (contrast checked against the
 * surfaces). Pages apply it with `themeCss(':root', darkTheme)` or the generated
 * `/embed/themes/dark.css`.
 */
export const darkTheme: Partial<Record<ThemeToken, string>> = {
  '--lp-color-primary': '#3f7f72',
  '--lp-color-primary-strong': '#86d0c0',
  '--lp-color-on-primary': '#0f1a18',
  '--lp-color-primary-hover': '#a8e0d3',
  '--lp-color-accent': '#FEC171',
  '--lp-color-text': '#e6eeec',
  '--lp-color-text-muted': '#a9b8b4',
  '--lp-color-surface': '#1b2321',
  '--lp-color-surface-alt': '#243030',
  '--lp-color-border': '#4a5a56',
  '--lp-color-danger': '#ff8a80',
  '--lp-color-success': '#81c995',
  '--lp-focus-ring': '0 0 0 3px rgba(134, 208, 192, 0.5)',
};

/** A screen 768 px wide or less is narrow (the header and the AI window use it too). */
export const NARROW_SCREEN_MAX_WIDTH = 768;
/** Styles for narrow screens, and for the others (range syntax: no gap at 768.5 px). */
export const narrowScreen = `@media (width <= ${NARROW_SCREEN_MAX_WIDTH}px)`;
export const wideScreen = `@media (width > ${NARROW_SCREEN_MAX_WIDTH}px)`;

/** A CSS rule setting theme properties on `selector`. */
export function themeCss(selector: string, values: Partial<Record<ThemeToken, string>>): string {
  const declarations = Object.entries(values).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${declarations.join('\n')}\n}\n`;
}

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

  /* A link without a style of its own is the theme's, never the browser's blue or purple.
     :where keeps this as weak as one class, so any styled link's own colour wins. The darker
     shade: the strong brand colour is 4.34:1 on the alternate surface, under WCAG's 4.5. */
  :where(a:link, a:visited) {
    color: ${token('--lp-color-primary-hover')};
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

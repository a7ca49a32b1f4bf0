import type { Decorator, Preview } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { LibportalProvider, darkTheme, token } from '../src/core';
import { resetRuntimeForTests } from '../src/core/runtime';

/** Each story gets a fresh page runtime in the language chosen in the toolbar. */
const withLibportal: Decorator = (Story, context) => {
  resetRuntimeForTests();
  const lang = context.globals.lang === 'en' ? 'en' : 'zh';
  // The dark theme is only custom properties; they cross into every widget.
  const theme = context.globals.theme === 'dark' ? (darkTheme as CSSProperties) : {};
  return (
    <div style={{ ...theme, background: token('--lp-color-surface'), padding: 16, minHeight: 320 }}>
      <LibportalProvider key={`${context.id}-${lang}`} apiBase="/storybook-api" lang={lang}>
        <Story />
      </LibportalProvider>
    </div>
  );
};

const preview: Preview = {
  decorators: [withLibportal],
  // A docs page per widget, generated from the component and its props (with the element's
  // reference from custom-elements.json: widget-docs.tsx).
  tags: ['autodocs'],
  // Every widget takes these; typed `string | undefined`, Storybook would offer an object
  // editor ("Set object") for them.
  argTypes: {
    apiBase: {
      control: 'text',
      description: 'API base URL (default: the page’s origin + /api).',
      table: { type: { summary: 'string' } },
    },
    orgCode: {
      control: 'text',
      description: 'Organisation code (default YTKJ).',
      table: { type: { summary: 'string' } },
    },
    lang: {
      control: 'select',
      options: ['zh', 'en'],
      description: 'Language (default zh).',
      table: { type: { summary: "'zh' | 'en'" } },
    },
  },
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    lang: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'zh', theme: 'light' },
  parameters: { layout: 'padded' },
};

export default preview;

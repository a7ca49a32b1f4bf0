import type { Decorator, Preview } from '@storybook/react-vite';
import { LibportalProvider } from '../src/core';
import { resetRuntimeForTests } from '../src/core/runtime';

/** Each story gets a fresh page runtime in the language chosen in the toolbar. */
const withLibportal: Decorator = (Story, context) => {
  resetRuntimeForTests();
  const lang = context.globals.lang === 'en' ? 'en' : 'zh';
  return (
    <LibportalProvider key={`${context.id}-${lang}`} apiBase="/storybook-api" lang={lang}>
      <Story />
    </LibportalProvider>
  );
};

const preview: Preview = {
  decorators: [withLibportal],
  globalTypes: {
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
  initialGlobals: { lang: 'zh' },
  parameters: { layout: 'padded' },
};

export default preview;

import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // The docs pages (`autodocs` in preview.tsx); widget-docs.tsx adds each element's reference.
  addons: ['@storybook/addon-docs'],
  previewAnnotations: (entries = []) => [
    ...entries,
    new URL('./widget-docs.tsx', import.meta.url).pathname,
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;

// Custom Elements Manifest (custom-elements.json), generated from the element classes' JSDoc
// by @custom-elements-manifest/analyzer. The plugin adds what every libportal element has in
// common, so each class documents only its own attributes, events and parts.
const COMMON_ATTRIBUTES = [
  {
    name: 'api-base',
    type: 'string',
    description: 'API base URL (default: the embed script’s origin + /api).',
  },
  { name: 'org-code', type: 'string', description: 'Organisation code (default YTKJ).' },
  { name: 'lang', type: "'zh' | 'en'", description: 'Language (default zh).' },
];

const COMMON_CSS_PROPERTIES = [
  ['--lp-color-primary', '#5ea99a', 'Primary colour (menus, borders).'],
  ['--lp-color-primary-strong', '#3f7f72', 'Buttons, focus, emphasis.'],
  ['--lp-color-on-primary', '#ffffff', 'Text on primary-coloured backgrounds.'],
  ['--lp-color-accent', '#FEC171', 'Accent (active items).'],
  ['--lp-color-text', '#1f2933', 'Text.'],
  ['--lp-color-text-muted', '#52606d', 'Secondary text.'],
  ['--lp-color-surface', '#ffffff', 'Backgrounds.'],
  ['--lp-color-surface-alt', '#f5f7f7', 'Alternate backgrounds (hover, headers).'],
  ['--lp-color-border', '#c9d2d0', 'Borders.'],
  ['--lp-color-danger', '#c0392b', 'Errors.'],
  ['--lp-color-success', '#2e7d32', 'Success, availability.'],
  ['--lp-font-family', 'system-ui, …', 'Font family.'],
  ['--lp-font-size', '14px', 'Base font size.'],
  ['--lp-radius', '6px', 'Corner radius.'],
  ['--lp-focus-ring', '0 0 0 3px rgba(63, 127, 114, 0.45)', 'Focus ring shadow.'],
].map(([name, defaultValue, description]) => ({ name, default: defaultValue, description }));

function libportalCommon() {
  return {
    name: 'libportal-common',
    packageLinkPhase({ customElementsManifest }) {
      // The analyzer lists modules in the order its globbing finished, which varies from run
      // to run; sorted, a rebuild leaves the committed file unchanged.
      customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path));
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.customElement) continue;
          declaration.attributes = [
            ...(declaration.attributes ?? []),
            ...COMMON_ATTRIBUTES.map(({ name, type, description }) => ({
              name,
              type: { text: type },
              description,
            })),
          ];
          declaration.cssProperties = [
            ...(declaration.cssProperties ?? []),
            ...COMMON_CSS_PROPERTIES,
          ];
        }
      }
    },
  };
}

export default {
  globs: ['src/widgets/*/element.ts'],
  outdir: '.',
  plugins: [libportalCommon()],
};

import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import styled, { StyleSheetManager, createGlobalStyle } from 'styled-components';
import { resolveConfig, type CommonWidgetSettings } from '../config';
import { namespacesOfElement } from '../i18n/book-strings';
import { NotificationCenter } from '../notify/NotificationCenter';
import { getRuntime } from '../runtime';
import { widgetBase } from '../theme';
import type { AdoptedStyles } from './adopted-styles';
import { RuntimeContext, WidgetHostContext } from './runtime-context';

/** Styles for the custom element itself; only meaningful inside its shadow root. */
const HostStyle = createGlobalStyle`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
`;

const WidgetRoot = styled.div`
  ${widgetBase}
`;

/**
 * Every prop a styled component is given reaches its element, as styled-components does by
 * default; saying so stops its development warning on every page load that the unknown prop
 * `part` is sent to the DOM. `part` (the `::part()` styling hook every widget exposes) is a
 * real attribute its list of valid props lacks. Style-only props are `$`-prefixed, which
 * styled-components removes before it asks; anything else unknown is still a type error,
 * and React still warns about a camelCase one.
 */
const forwardEveryProp = (): boolean => true;

export interface WidgetProvidersProps {
  settings: CommonWidgetSettings;
  children: ReactNode;
  /** The custom element; null when React renders the component directly. */
  element?: HTMLElement | null;
  /** Where styled-components writes this root's styles (a node inside the shadow root). */
  styleTarget?: HTMLElement | null;
  /**
   * The sheet this root's styles go into instead, adopted by its shadow root (adopted-styles.ts:
   * what a host page's strict CSP allows); `styleTarget` is then unused.
   */
  styleSheet?: AdoptedStyles['styleSheet'] | null;
}

/** Holds an element's first paint until the strings it shows apart from the default ones are in. */
function ElementStrings({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  useTranslation(namespaces);
  return children;
}

/**
 * The providers every root needs. Each custom element is its own React root and context
 * does not cross roots, so every root gets providers that point at the one page runtime.
 */
export function WidgetProviders({
  settings,
  children,
  element = null,
  styleTarget = null,
  styleSheet = null,
}: WidgetProvidersProps) {
  const runtime = getRuntime();
  const { apiBase, orgCode, lang } = settings;
  const config = useMemo(() => resolveConfig({ apiBase, orgCode, lang }), [apiBase, orgCode, lang]);
  // An element with its own `lang` speaks it; the others follow the page's language.
  const i18n = useMemo(
    () =>
      lang && config.lang !== runtime.language
        ? runtime.i18n.cloneInstance({ lng: config.lang })
        : runtime.i18n,
    [lang, config.lang, runtime],
  );
  const host = useMemo(() => ({ element, config }), [element, config]);
  const tag = element?.localName;
  const namespaces = useMemo(() => namespacesOfElement(tag), [tag]);

  const tree = (
    <RuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>
        <I18nextProvider i18n={i18n}>
          <WidgetHostContext.Provider value={host}>
            <Suspense fallback={null}>
              <WidgetRoot part="root" lang={config.lang === 'zh' ? 'zh-CN' : 'en'}>
                {namespaces.length > 1 ? (
                  <ElementStrings namespaces={namespaces}>{children}</ElementStrings>
                ) : (
                  children
                )}
              </WidgetRoot>
            </Suspense>
          </WidgetHostContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </RuntimeContext.Provider>
  );

  if (!styleTarget && !styleSheet) {
    return <StyleSheetManager shouldForwardProp={forwardEveryProp}>{tree}</StyleSheetManager>;
  }
  const into = styleSheet ? { sheet: styleSheet } : { target: styleTarget ?? undefined };
  return (
    <StyleSheetManager {...into} shouldForwardProp={forwardEveryProp}>
      <HostStyle />
      {tree}
    </StyleSheetManager>
  );
}

/** For React apps: the providers for libportal components rendered directly (no elements). */
export function LibportalProvider({
  children,
  withNotifications = true,
  ...settings
}: CommonWidgetSettings & { children: ReactNode; withNotifications?: boolean }) {
  return (
    <WidgetProviders settings={settings}>
      {children}
      {withNotifications ? <NotificationCenter /> : null}
    </WidgetProviders>
  );
}

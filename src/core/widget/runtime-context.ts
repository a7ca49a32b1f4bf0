import { createContext, useContext } from 'react';
import type { ResolvedConfig } from '../config';
import { getRuntime, type LibportalRuntime } from '../runtime';

export const RuntimeContext = createContext<LibportalRuntime | null>(null);

export function useRuntime(): LibportalRuntime {
  return useContext(RuntimeContext) ?? getRuntime();
}

export interface WidgetHost {
  /** The custom element, or null when the component is used directly from React. */
  element: HTMLElement | null;
  config: ResolvedConfig;
}

export const WidgetHostContext = createContext<WidgetHost | null>(null);

export function useWidgetHost(): WidgetHost {
  const host = useContext(WidgetHostContext);
  if (!host) throw new Error('libportal components must be rendered inside <LibportalProvider>.');
  return host;
}

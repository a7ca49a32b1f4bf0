import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { CommonWidgetSettings } from '../config';
import { NotificationCenter } from '../notify/NotificationCenter';
import { getRuntime } from '../runtime';
import { logout } from '../session/page-logout';
import { LIBPORTAL_VERSION } from '../version';
import { adoptStyles, type AdoptedStyles } from './adopted-styles';
import { WidgetProviders } from './WidgetProviders';
import { parseBooleanAttribute, toBooleanProperty, toKebab } from './attributes';

export type AttributeType = 'string' | 'number' | 'boolean';

export interface WidgetDefinition<P> {
  /** The element name, `lp-…`. */
  tag: string;
  component: ComponentType<P & CommonWidgetSettings>;
  /** Public props that become attributes (camelCase → kebab-case), with their types. */
  attributes: { [K in keyof P]?: AttributeType };
}

interface MountedWidget {
  root: Root;
  host: HTMLElement;
  styleNode: HTMLElement;
  /** The shadow root's adopted sheet, where the browser has them (then styleNode stays empty). */
  adopted: AdoptedStyles | null;
  mountNode: HTMLElement;
  component: ComponentType<Record<string, unknown>>;
}

const COMMON_ATTRIBUTES = { apiBase: 'string', orgCode: 'string', lang: 'string' } as const;
// r2wc keeps props and its render method under these global symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const VERSION_ATTRIBUTE = 'data-libportal-version';

/** Unmounts wait a tick so that moving an element in the DOM keeps its React state. */
const pendingUnmounts = new WeakMap<
  Node,
  { widget: MountedWidget; timer: ReturnType<typeof setTimeout> }
>();

function render(widget: MountedWidget, props: Record<string, unknown>): void {
  const { container: _container, ...componentProps } = props;
  const Component = widget.component;
  widget.root.render(
    <WidgetProviders
      element={widget.host}
      styleTarget={widget.styleNode}
      styleSheet={widget.adopted?.styleSheet}
      settings={{
        apiBase: componentProps.apiBase as string | undefined,
        orgCode: componentProps.orgCode as string | undefined,
        lang: componentProps.lang as string | undefined,
      }}
    >
      <Component {...componentProps} />
    </WidgetProviders>,
  );
}

/**
 * r2wc renderer: styles go into their own node inside the shadow root and React renders into
 * a sibling node (the pattern that avoids styled-components' shadow DOM bugs, PITFALLS.md).
 */
const renderer = {
  mount(
    container: HTMLElement,
    component: ComponentType<Record<string, unknown>>,
    props: Record<string, unknown>,
  ): MountedWidget {
    const pending = pendingUnmounts.get(container);
    if (pending) {
      clearTimeout(pending.timer);
      pendingUnmounts.delete(container);
      render(pending.widget, props);
      return pending.widget;
    }
    const styleNode = document.createElement('div');
    styleNode.setAttribute('data-lp-styles', '');
    const mountNode = document.createElement('div');
    container.append(styleNode, mountNode);
    const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
    const widget: MountedWidget = {
      root: createRoot(mountNode),
      host,
      styleNode,
      adopted: container instanceof ShadowRoot ? adoptStyles(container) : null,
      mountNode,
      component,
    };
    render(widget, props);
    return widget;
  },
  update(widget: MountedWidget, props: Record<string, unknown>): void {
    render(widget, props);
  },
  unmount(widget: MountedWidget): void {
    const container = widget.mountNode.parentNode;
    if (!container) return;
    const timer = setTimeout(() => {
      pendingUnmounts.delete(container);
      widget.root.unmount();
      widget.adopted?.remove();
      widget.styleNode.remove();
      widget.mountNode.remove();
    }, 0);
    pendingUnmounts.set(container, { widget, timer });
  },
};

type R2wcElement = HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
};

/**
 * Turns a widget component into a custom element class with an open shadow root. Fixes what
 * r2wc leaves to us:
 * - boolean attributes are read as frameworks write them (attributes.ts), and setting the
 *   property afterwards works whatever the attribute held;
 * - removing or emptying an attribute resets its prop;
 * - a property set before the element was defined (the embed loader defines a tag only once
 *   it appears, after a framework may already have set properties on it) is taken over;
 * - nothing renders while the element is outside the document: r2wc renders on any property
 *   set, and a detached element's shadow root gives styled-components a `<style>` with no
 *   sheet (its error #17 in production) and the props a root that is thrown away.
 */
export function createWidgetElement<P>(definition: WidgetDefinition<P>): CustomElementConstructor {
  const types: Record<string, AttributeType> = {
    ...COMMON_ATTRIBUTES,
    ...(definition.attributes as Record<string, AttributeType>),
  };
  const propOfAttribute = new Map(Object.keys(types).map((prop) => [toKebab(prop), prop]));
  const Base = r2wc(
    definition.component as ComponentType<Record<string, unknown>>,
    { shadow: 'open', props: types },
    renderer,
  ) as unknown as { new (): R2wcElement };

  class LibportalElement extends Base {
    constructor() {
      super();
      takeOverInstanceProperties(this, Object.keys(types));
    }

    override [R2WC_RENDER](): void {
      if (this.isConnected) super[R2WC_RENDER]();
    }

    override attributeChangedCallback(
      name: string,
      oldValue: string | null,
      newValue: string | null,
    ) {
      const prop = propOfAttribute.get(name);
      if (prop && types[prop] === 'boolean') {
        this[R2WC_PROPS][prop] = parseBooleanAttribute(newValue);
        this[R2WC_RENDER]();
      } else if (prop && (newValue === null || newValue === '')) {
        delete this[R2WC_PROPS][prop];
        this[R2WC_RENDER]();
      } else {
        super.attributeChangedCallback(name, oldValue, newValue);
      }
    }
  }

  for (const [prop, type] of Object.entries(types)) {
    if (type !== 'boolean') continue;
    const attribute = toKebab(prop);
    // The attribute is the state, so `el.open` and `open="…"` never disagree; `true` writes
    // the attribute empty, which replaces a framework's `open="false"` (toggleAttribute would
    // leave that in place and the element closed).
    Object.defineProperty(LibportalElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return parseBooleanAttribute(this.getAttribute(attribute));
      },
      set(this: R2wcElement, value: unknown) {
        const on = toBooleanProperty(value);
        if (on) this.setAttribute(attribute, '');
        else this.removeAttribute(attribute);
        // Also directly: an upgrading element's constructor (taking over a property) hears no
        // attributeChangedCallback for the attributes it writes.
        if (this[R2WC_PROPS][prop] !== on) {
          this[R2WC_PROPS][prop] = on;
          this[R2WC_RENDER]();
        }
      },
    });
  }
  return LibportalElement;
}

/**
 * Lit's and the custom-element best practices' "lazy properties": a property set on the
 * element before its class was defined is an own property of the instance, which hides the
 * class's accessor for good. Take the value, delete the own property, and set it again
 * through the accessor. Only an upgraded element can have one (a new one has none yet).
 */
function takeOverInstanceProperties(element: HTMLElement, props: readonly string[]): void {
  for (const prop of props) {
    if (!Object.prototype.hasOwnProperty.call(element, prop)) continue;
    const value = (element as unknown as Record<string, unknown>)[prop];
    delete (element as unknown as Record<string, unknown>)[prop];
    (element as unknown as Record<string, unknown>)[prop] = value;
  }
}

/**
 * The element class of a widget, safe to create where there is no DOM (server-side
 * rendering imports the package): there it is an inert placeholder that is never defined.
 */
export function widgetElement<P>(definition: WidgetDefinition<P>): CustomElementConstructor {
  if (typeof HTMLElement === 'undefined') {
    return class {} as unknown as CustomElementConstructor;
  }
  const element = createWidgetElement(definition);
  Object.defineProperty(element, 'libportalVersion', { value: LIBPORTAL_VERSION });
  return element;
}

/**
 * Registers an element class under its tag once per page. A CMS may include the script
 * twice: the second definition is skipped (with a warning if the versions differ) instead
 * of throwing.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  installNotificationSurface();
  installPageLogout();
  const existing = customElements.get(tag);
  if (!existing) {
    customElements.define(tag, element);
    return;
  }
  const version = (existing as unknown as { libportalVersion?: string }).libportalVersion;
  if (version !== LIBPORTAL_VERSION) {
    console.warn(
      `[libportal] <${tag}> is already defined by version ${version ?? 'unknown'}; keeping it.`,
    );
  }
}

/** Creates and registers the element of a widget (for tests and one-off pages). */
export function defineWidget<P>(definition: WidgetDefinition<P>): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(definition.tag);
  defineElement(definition.tag, existing ?? widgetElement(definition));
}

/**
 * Toasts and dialogs of an embedded page need somewhere to render: the first one raised
 * creates a shadow-rooted host at the end of <body>.
 */
function installNotificationSurface(): void {
  const runtime = getRuntime();
  runtime.notifier.onNeedSurface ??= () => {
    if (document.querySelector(`[${VERSION_ATTRIBUTE}]`)) return;
    const host = document.createElement('lp-notifications');
    host.setAttribute(VERSION_ATTRIBUTE, LIBPORTAL_VERSION);
    const shadow = host.attachShadow({ mode: 'open' });
    const styleNode = document.createElement('div');
    const mountNode = document.createElement('div');
    shadow.append(styleNode, mountNode);
    document.body.append(host);
    createRoot(mountNode).render(
      <WidgetProviders
        element={host}
        styleTarget={styleNode}
        styleSheet={adoptStyles(shadow)?.styleSheet}
        settings={{}}
      >
        <NotificationCenter />
      </WidgetProviders>,
    );
  };
}

/**
 * `window.libportal.logout()` for a page's own scripts (its own "log out" link), added to the
 * page's settings object, or to a new one. A page that replaces `window.libportal` after the
 * script has run loses it, as it would lose settings read at that moment.
 */
function installPageLogout(): void {
  const page = (window.libportal ??= {});
  page.logout ??= () => logout();
}

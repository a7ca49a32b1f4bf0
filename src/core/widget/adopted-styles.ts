/**
 * A widget's styles as a constructable stylesheet adopted by its shadow root, so a host page
 * whose Content-Security-Policy forbids inline styles (`style-src 'self'`, common on school
 * and government sites) still shows the widgets styled: CSP governs `<style>` elements and
 * `style` attributes, not sheets built through the CSSOM (docs/embedding.md, "A strict CSP on
 * the host page"). styled-components writes into `<style>` elements only; it takes a sheet of
 * our own through StyleSheetManager's `sheet`, and the sheet's rule store (its "tag") is what
 * this file replaces. Where the browser has no `adoptedStyleSheets` (jsdom, browsers before
 * 2023), the widget keeps the `<style>` in its shadow root.
 */
import { __PRIVATE__ } from 'styled-components';

type StyleSheet = InstanceType<typeof __PRIVATE__.StyleSheet>;
type GroupedTag = ReturnType<StyleSheet['getTag']>;
type Tag = GroupedTag['tag'];

/** The rules of one widget root, in one constructable sheet (styled-components' Tag). */
class AdoptedTag implements Tag {
  length = 0;

  constructor(readonly sheet: CSSStyleSheet) {}

  /** A rule the browser cannot parse is dropped, as styled-components' own CSSOM tag does. */
  insertRule(index: number, rule: string): boolean {
    try {
      this.sheet.insertRule(rule, index);
      this.length += 1;
      return true;
    } catch {
      return false;
    }
  }

  deleteRule(index: number): void {
    this.sheet.deleteRule(index);
    this.length -= 1;
  }

  getRule(index: number): string {
    return this.sheet.cssRules[index]?.cssText ?? '';
  }
}

let groupedTagClass: (new (tag: Tag) => GroupedTag) | undefined;

/**
 * styled-components' grouping of rules by component (which keeps their order stable) is not
 * exported: it is taken from a sheet that writes into a detached node, which no page and no
 * policy ever sees, rather than copied here.
 */
function GroupedTagClass(): new (tag: Tag) => GroupedTag {
  if (!groupedTagClass) {
    const probe = new __PRIVATE__.StyleSheet({
      useCSSOMInjection: false,
      target: document.createElement('div'),
    });
    groupedTagClass = probe.getTag().constructor as new (tag: Tag) => GroupedTag;
  }
  return groupedTagClass;
}

export function supportsAdoptedStyles(): boolean {
  return (
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

export interface AdoptedStyles {
  /** For StyleSheetManager's `sheet`. */
  styleSheet: StyleSheet;
  /** Takes the sheet off the shadow root (the widget is unmounted). */
  remove: () => void;
}

/** A styled-components sheet whose rules land in a sheet `root` adopts; null if unsupported. */
export function adoptStyles(root: ShadowRoot): AdoptedStyles | null {
  if (!supportsAdoptedStyles()) return null;
  const css = new CSSStyleSheet();
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, css];
  const GroupedTag = GroupedTagClass();
  const styleSheet = new __PRIVATE__.StyleSheet({ useCSSOMInjection: true });
  // getTag() makes the tag when it is first asked for, unless one is there.
  styleSheet.tag = new GroupedTag(new AdoptedTag(css));
  return {
    styleSheet,
    remove() {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== css);
    },
  };
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookKind } from '../../core';
import { Code, Count, Item, Label, Tree, Twisty } from './styles';

/** A node of the tree as shown: its place among the visible nodes. */
interface VisibleNode {
  kind: BookKind;
  level: number;
  parent: string | null;
}

/** The nodes a reader can reach with the arrow keys: top level, and children of open nodes. */
export function visibleNodes(
  kinds: readonly BookKind[],
  expanded: ReadonlySet<string>,
  level = 1,
  parent: string | null = null,
): VisibleNode[] {
  return kinds.flatMap((kind) => [
    { kind, level, parent },
    ...(expanded.has(kind.code) && kind.children.length > 0
      ? visibleNodes(kind.children, expanded, level + 1, kind.code)
      : []),
  ]);
}

/** The codes from the top of the tree down to `code` (empty when it is not in the tree). */
export function pathTo(kinds: readonly BookKind[], code: string): BookKind[] {
  for (const kind of kinds) {
    if (kind.code === code) return [kind];
    const below = pathTo(kind.children, code);
    if (below.length > 0) return [kind, ...below];
  }
  return [];
}

/**
 * The category tree as a WAI-ARIA tree: one tab stop; Up/Down move, Right opens or goes to the
 * first child, Left closes or goes to the parent, Home/End, Enter or Space chooses; a
 * character moves to the next category starting with it.
 */
export function CategoryTree({
  kinds,
  selected,
  onSelect,
}: {
  kinds: BookKind[];
  selected: string | null;
  onSelect: (kind: BookKind) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const treeRef = useRef<HTMLUListElement>(null);
  // The chosen category's ancestors start open, so it is visible.
  const [expanded, setExpanded] = useState<Set<string>>(
    () =>
      new Set(
        selected
          ? pathTo(kinds, selected)
              .slice(0, -1)
              .map((kind) => kind.code)
          : [],
      ),
  );
  const visible = visibleNodes(kinds, expanded);
  const [active, setActive] = useState<string | null>(null);
  // The tab stop: the focused node, else the chosen one when visible, else the first.
  const activeCode =
    visible.find((node) => node.kind.code === active)?.kind.code ??
    visible.find((node) => node.kind.code === selected)?.kind.code ??
    visible[0]?.kind.code ??
    null;
  const itemId = (code: string) => `${id}-${code}`;

  // Keyboard moves focus to a node that may appear only in the next render (just opened).
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const code = pendingFocus.current;
    if (code === null) return;
    pendingFocus.current = null;
    const items = treeRef.current?.querySelectorAll<HTMLElement>('[data-code]') ?? [];
    [...items].find((item) => item.dataset.code === code)?.focus();
  });
  const focus = (code: string) => {
    pendingFocus.current = code;
    setActive(code);
  };
  const toggle = (code: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(code);
      else next.delete(code);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = visible.findIndex((node) => node.kind.code === activeCode);
    const node = visible[index];
    if (!node) return;
    const hasChildren = node.kind.children.length > 0;
    const isOpen = expanded.has(node.kind.code);
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        if (visible[index + 1]) focus(visible[index + 1]!.kind.code);
        break;
      case 'ArrowUp':
        if (index > 0) focus(visible[index - 1]!.kind.code);
        break;
      case 'Home':
        focus(visible[0]!.kind.code);
        break;
      case 'End':
        focus(visible[visible.length - 1]!.kind.code);
        break;
      case 'ArrowRight':
        if (hasChildren && !isOpen) toggle(node.kind.code, true);
        else if (hasChildren) focus(node.kind.children[0]!.code);
        break;
      case 'ArrowLeft':
        if (hasChildren && isOpen) toggle(node.kind.code, false);
        else if (node.parent) focus(node.parent);
        break;
      case 'Enter':
      case ' ':
        onSelect(node.kind);
        break;
      default: {
        const char = event.key.length === 1 ? event.key.toLowerCase() : '';
        const next = char
          ? [...visible.slice(index + 1), ...visible.slice(0, index)].find(
              (candidate) =>
                candidate.kind.code.toLowerCase().startsWith(char) ||
                candidate.kind.name.toLowerCase().startsWith(char),
            )
          : undefined;
        if (next) focus(next.kind.code);
        else handled = false;
      }
    }
    if (handled) event.preventDefault();
  };

  const renderLevel = (level: BookKind[], depth: number) =>
    level.map((kind, position) => {
      const hasChildren = kind.children.length > 0;
      const isOpen = expanded.has(kind.code);
      const isSelected = kind.code === selected;
      const labelId = `${itemId(kind.code)}-label`;
      const groupId = `${itemId(kind.code)}-group`;
      const showChildren = hasChildren && isOpen;
      return (
        // The item is the row; its group is a sibling it owns, so the item's name and
        // visible text are its own label, not its children's too.
        <li key={kind.code} role="none">
          <Item
            role="treeitem"
            data-code={kind.code}
            aria-labelledby={labelId}
            aria-level={depth}
            aria-setsize={level.length}
            aria-posinset={position + 1}
            aria-expanded={hasChildren ? isOpen : undefined}
            aria-owns={showChildren ? groupId : undefined}
            aria-selected={isSelected}
            tabIndex={kind.code === activeCode ? 0 : -1}
            $selected={isSelected}
            onFocus={() => setActive(kind.code)}
            onClick={() => {
              // Choosing a category also opens it; the arrow alone opens and closes.
              if (hasChildren && !isOpen) toggle(kind.code, true);
              onSelect(kind);
            }}
          >
            <Twisty
              aria-hidden="true"
              onClick={(event) => {
                event.stopPropagation();
                if (hasChildren) toggle(kind.code, !isOpen);
              }}
            >
              {hasChildren ? (isOpen ? '▾' : '▸') : ''}
            </Twisty>
            {/* The spaces separate the parts in the accessible name. */}
            <Label id={labelId}>
              <Code>{kind.code}</Code> <span>{kind.name}</span>{' '}
              <Count>{t('category.count', { count: kind.count })}</Count>
            </Label>
          </Item>
          {showChildren ? (
            <ul role="group" id={groupId}>
              {renderLevel(kind.children, depth + 1)}
            </ul>
          ) : null}
        </li>
      );
    });

  return (
    <Tree
      ref={treeRef}
      role="tree"
      aria-label={t('category.tree')}
      onKeyDown={onKeyDown}
      part="tree"
    >
      {renderLevel(kinds, 1)}
    </Tree>
  );
}

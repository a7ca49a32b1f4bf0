/**
 * use-sync-external-store's shims as ES modules, for the preact/compat tests only: the package
 * ships CommonJS, whose `require('react')` Node resolves to the real React past the test's
 * aliases (the embed's build bundles it, where the aliases apply). @tiptap/react imports both.
 * The selector is React's own algorithm (with-selector.js, MIT), written out; it reads and
 * writes its ref and memo during render on purpose (the compiler's rules are for components).
 */
/* eslint-disable react-hooks/refs, react-hooks/immutability */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export { useSyncExternalStore };

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: (() => Snapshot) | undefined | null,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instRef = useRef<{ hasValue: boolean; value: Selection | null } | null>(null);
  if (instRef.current === null) instRef.current = { hasValue: false, value: null };
  const inst = instRef.current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoSnapshot: Snapshot;
    let memoSelection: Selection;
    const select = (next: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoSnapshot = next;
        const selected = selector(next);
        if (isEqual !== undefined && inst.hasValue && isEqual(inst.value as Selection, selected)) {
          return (memoSelection = inst.value as Selection);
        }
        return (memoSelection = selected);
      }
      if (Object.is(memoSnapshot, next)) return memoSelection;
      const selected = selector(next);
      if (isEqual !== undefined && isEqual(memoSelection, selected)) {
        memoSnapshot = next;
        return memoSelection;
      }
      memoSnapshot = next;
      return (memoSelection = selected);
    };
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ];
  }, [getSnapshot, getServerSnapshot, selector, isEqual, inst]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [value, inst]);
  useDebugValue(value);
  return value;
}

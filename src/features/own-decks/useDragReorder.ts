// Reordering a list by dragging a row's handle (@use-gesture/react): the row follows the pointer
// and, on release, takes the place of the row whose middle the pointer passed. The keyboard's way
// is the rows' 'Move up' and 'Move down'.
import { useDrag } from "@use-gesture/react";
import { useState, type DOMAttributes, type RefObject } from "react";

/** Where a row dragged from `from` lands when released at `pointerY` (client coordinates). */
export function dropIndex(rows: { top: number; height: number }[], from: number, pointerY: number): number {
  let to = from;
  rows.forEach((row, index) => {
    const middle = row.top + row.height / 2;
    if (index < from && pointerY < middle) to = Math.min(to, index);
    if (index > from && pointerY > middle) to = Math.max(to, index);
  });
  return to;
}

/** The dragged row and how far it has moved; `bind(index)` goes on each row's handle. */
export function useDragReorder(list: RefObject<HTMLElement | null>, onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<{ index: number; offset: number } | null>(null);
  const bind = useDrag(
    ({ args: [index], active, last, movement: [, offset], xy: [, pointerY] }) => {
      const from = index as number;
      if (active) {
        setDragging({ index: from, offset });
        return;
      }
      if (!last) return;
      setDragging(null);
      const rows = [...(list.current?.children ?? [])].map((row) => row.getBoundingClientRect());
      const to = dropIndex(rows, from, pointerY);
      if (to !== from) onMove(from, to);
    },
    { axis: "y", filterTaps: true, pointer: { capture: true, keys: false } },
  );
  // One function for every render: any bind of this gesture works through the same controller,
  // whose handler is the latest render's, so rows drawn once (memo) keep working handles.
  const [stableBind] = useState(() => bind);
  return { bind: stableBind as (index: number) => DOMAttributes<HTMLElement>, dragging };
}

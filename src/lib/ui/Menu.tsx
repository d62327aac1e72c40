import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";

const Wrapper = styled.div`
  position: relative;
  /* A trigger with a long label (the account's name) may shrink inside a full bar. */
  display: flex;
  min-width: 0;
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 1300;
  min-width: 200px;
  margin: 0;
  padding: 8px;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.base};
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadows.card};
  a, button {
    display: block;
    width: 100%;
    padding: 12px 14px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.button};
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover, button:hover, a:focus-visible, button:focus-visible { background: #EEF2F7; }
`;

interface MenuProps {
  /** Renders the trigger; spread the given props onto a button. */
  trigger: (props: {
    "aria-haspopup": "menu";
    "aria-expanded": boolean;
    "aria-controls": string;
    onClick: () => void;
    ref: React.Ref<HTMLButtonElement>;
  }) => ReactNode;
  /** Menu items: links or buttons, each given role="menuitem" by the caller. */
  children: (close: () => void) => ReactNode;
  label: string;
}

/** A disclosure menu: arrow keys move between items, Escape closes and returns focus. */
export function Menu({ trigger, children, label }: MenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>("[role='menuitem']")?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      items[(current + 1) % items.length]?.focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      items[(current - 1 + items.length) % items.length]?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      {trigger({
        "aria-haspopup": "menu",
        "aria-expanded": open,
        "aria-controls": menuId,
        onClick: () => setOpen((o) => !o),
        ref: triggerRef,
      })}
      {open && (
        <List id={menuId} role="menu" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
          {children(() => setOpen(false))}
        </List>
      )}
    </Wrapper>
  );
}

/** An entry of a Menu that acts (not a link): the menu closes, then `onSelect` runs. */
export function MenuAction({ close, onSelect, children }: { close: () => void; onSelect: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <button
        role="menuitem"
        type="button"
        onClick={() => {
          close();
          onSelect();
        }}
      >
        {children}
      </button>
    </li>
  );
}

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { NAV_CLOSE_DELAY_MS, NAV_HOVER_DELAY_MS, NAV_SKIP_DELAY_MS, type NavigationItem } from './navigation.ts';
import { cx, DropdownGroups } from './nav-parts.tsx';

// When any desktop dropdown last closed: hovering a trigger within NAV_SKIP_DELAY_MS of that
// opens at once instead of waiting out the hover delay (the pointer is clearly "in the menu").
let lastClosedAt = Number.NEGATIVE_INFINITY;

const now = () => performance.now();

/** A click this soon after a hover opened the panel keeps it open (the user clicked as it opened). */
const CLICK_AFTER_HOVER_GRACE_MS = NAV_SKIP_DELAY_MS;

interface NavDropdownProps {
  item: NavigationItem;
  /** Highlight the trigger (the current page is in this section). */
  active: boolean;
}

/**
 * A desktop disclosure menu: a button (aria-expanded, aria-controls) and a panel of grouped links.
 * Hover opens after NAV_HOVER_DELAY_MS (at once within the skip delay) and closes
 * NAV_CLOSE_DELAY_MS after the pointer leaves; click, Enter and Space toggle; ArrowDown opens and
 * focuses the first link; Escape closes and returns focus to the button; Tab out, an outside click
 * and a route change close it.
 */
export function NavDropdown({ item, active }: NavDropdownProps) {
  const [open, setOpenState] = useState(false);
  const openRef = useRef(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpenedAt = useRef<number | null>(null);
  const hoverSuppressed = useRef(false);
  const focusFirstLink = useRef(false);
  const panelId = useId();
  const { pathname } = useLocation();

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    openTimer.current = undefined;
    closeTimer.current = undefined;
  };

  const setOpen = (next: boolean, byHover = false) => {
    hoverOpenedAt.current = next && byHover ? now() : null;
    if (openRef.current === next) return;
    openRef.current = next;
    if (!next) lastClosedAt = now();
    setOpenState(next);
  };

  // Close on every route change (and clear timers when unmounting).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change; clearTimers and setOpen touch only refs and state setters
  useEffect(() => {
    clearTimers();
    setOpen(false);
  }, [pathname]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the timers once, on unmount
  useEffect(() => clearTimers, []);

  // Close on a pointer press outside the trigger and panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: clearTimers and setOpen touch only refs and state setters
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      clearTimers();
      setOpen(false);
    };
    // Escape dismisses it wherever focus is, also when it opened on hover (WCAG 1.4.13).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = rootRef.current?.contains(document.activeElement) ?? false;
      clearTimers();
      setOpen(false);
      if (focusInside) triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  useEffect(() => {
    if (open && focusFirstLink.current) {
      focusFirstLink.current = false;
      panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    }
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
    if (openRef.current || hoverSuppressed.current || openTimer.current !== undefined) return;
    if (now() - lastClosedAt < NAV_SKIP_DELAY_MS) {
      setOpen(true, true);
      return;
    }
    openTimer.current = setTimeout(() => {
      openTimer.current = undefined;
      setOpen(true, true);
    }, NAV_HOVER_DELAY_MS);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hoverSuppressed.current = false;
    clearTimeout(openTimer.current);
    openTimer.current = undefined;
    if (!openRef.current) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      closeTimer.current = undefined;
      setOpen(false);
    }, NAV_CLOSE_DELAY_MS);
  };

  const onTriggerClick = (event: MouseEvent) => {
    clearTimers();
    if (!openRef.current) {
      setOpen(true);
      return;
    }
    const openedByHoverJustNow = hoverOpenedAt.current !== null && now() - hoverOpenedAt.current < CLICK_AFTER_HOVER_GRACE_MS;
    if (openedByHoverJustNow) {
      hoverOpenedAt.current = null;
      return;
    }
    setOpen(false);
    // A mouse click that closed it: do not reopen on hover until the pointer leaves.
    if (event.detail > 0) hoverSuppressed.current = true;
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      clearTimers();
      if (openRef.current) {
        panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
      } else {
        focusFirstLink.current = true;
        setOpen(true);
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openRef.current) {
      event.preventDefault();
      event.stopPropagation();
      clearTimers();
      setOpen(false);
      triggerRef.current?.focus();
    }
  };

  // Tabbing out of the trigger and panel closes it (a click elsewhere is the pointerdown above).
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!openRef.current || !(next instanceof Node) || rootRef.current?.contains(next)) return;
    clearTimers();
    setOpen(false);
  };

  const close = () => {
    clearTimers();
    setOpen(false);
  };

  return (
    <li
      ref={rootRef}
      className={cx('nav-desktop__item', 'nav-desktop__item--dropdown', open && 'is-open')}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        className={cx('nav-desktop__link', 'nav-desktop__trigger', active && 'is-active')}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active ? 'true' : undefined}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        <span className="nav-label">{item.title}</span>
        <ChevronDown className="nav-desktop__chevron" size={16} aria-hidden="true" />
      </button>
      <div ref={panelRef} id={panelId} className="nav-dropdown" hidden={!open}>
        <div className="nav-dropdown__inner">
          <DropdownGroups entries={item.dropdownItems} block="nav-dropdown" onNavigate={close} />
        </div>
      </div>
    </li>
  );
}

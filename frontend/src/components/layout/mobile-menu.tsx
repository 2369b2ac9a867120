import { useEffect, useId, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown, Mail, Phone, X } from 'lucide-react';
import { businessFacts } from '#domain/site/business.ts';
import { BOOK_HREF, CHAT_HREF, isPrivateCruisesActive, MAIN_NAVIGATION } from './navigation.ts';
import { cx, DropdownGroups, NavItemLabel } from './nav-parts.tsx';

export interface MobileMenuProps {
  /** The dialog's id, for the Menu button's aria-controls. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focused after the menu closes (the Menu button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The small-screen slide-out menu: a modal <dialog> (focus trap, Escape and inertness come from
 * showModal()) styled as a sheet from the left. It closes on a link tap, Escape, a backdrop click,
 * the close button and a route change, then returns focus to `returnFocusRef`.
 */
export function MobileMenu({ id, open, onOpenChange, returnFocusRef }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const groupId = useId();
  const { pathname } = useLocation();
  const privateActive = isPrivateCruisesActive(pathname);
  const [privateExpanded, setPrivateExpanded] = useState(false);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: privateActive is read when the menu opens, not watched
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Open on the Private Cruises group when the current page is in it.
      setPrivateExpanded(privateActive);
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Every way of closing (Escape, close(), form method=dialog) ends in the dialog's close event.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      onOpenChangeRef.current(false);
      returnFocusRef?.current?.focus();
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [returnFocusRef]);

  // A route change (back/forward, or a link elsewhere) closes the menu.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    onOpenChangeRef.current(false);
  }, [pathname]);

  const close = () => onOpenChange(false);

  // The sheet fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the menu; the keyboard has Escape and the Close button
    <dialog ref={dialogRef} id={id} className="nav-sheet" aria-labelledby={titleId} onClick={onDialogClick}>
      <div className="nav-sheet__panel">
        <div className="nav-sheet__header">
          <h2 className="nav-sheet__title" id={titleId}>
            Menu
          </h2>
          <button type="button" className="nav-sheet__close" aria-label="Close menu" onClick={close}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>

        <nav className="nav-sheet__nav" aria-label="Mobile">
          <ul className="nav-sheet__list">
            {MAIN_NAVIGATION.map((item) => {
              const Icon = item.icon;
              if (item.hasDropdown) {
                return (
                  <li key={item.href} className="nav-sheet__item">
                    <button
                      type="button"
                      className={cx('nav-sheet__link', 'nav-sheet__toggle', privateActive && 'is-active')}
                      aria-expanded={privateExpanded}
                      aria-controls={groupId}
                      data-active={privateActive ? 'true' : undefined}
                      onClick={() => setPrivateExpanded((expanded) => !expanded)}
                    >
                      <Icon className="nav-sheet__icon" size={20} aria-hidden="true" />
                      <NavItemLabel item={item} />
                      <ChevronDown className="nav-sheet__chevron" size={18} aria-hidden="true" />
                    </button>
                    <div id={groupId} className="nav-sheet-group" hidden={!privateExpanded}>
                      <DropdownGroups entries={item.dropdownItems} block="nav-sheet-group" onNavigate={close} />
                    </div>
                  </li>
                );
              }
              return (
                <li key={item.href} className="nav-sheet__item">
                  <NavLink to={item.href} end={item.href === '/'} className="nav-sheet__link" onClick={close}>
                    <Icon className="nav-sheet__icon" size={20} aria-hidden="true" />
                    <NavItemLabel item={item} />
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="nav-sheet__actions">
          <a className="site-button site-button--outline" href={CHAT_HREF} onClick={close}>
            GET QUOTE
          </a>
          <a className="site-button site-button--sun" href={BOOK_HREF} onClick={close}>
            BOOK NOW
          </a>
        </div>

        <ul className="nav-sheet__contact">
          <li>
            <a href={businessFacts.phone.href} onClick={close}>
              <Phone size={18} aria-hidden="true" />
              {businessFacts.phone.display}
            </a>
          </li>
          <li>
            <a href={businessFacts.email.href} onClick={close}>
              <Mail size={18} aria-hidden="true" />
              {businessFacts.email.address}
            </a>
          </li>
        </ul>
      </div>
    </dialog>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { LogOut, Menu, X } from 'lucide-react';
import { businessFacts } from '#domain/site/business.ts';
import { Spinner } from '../components/spinner.tsx';
import { Toaster } from '../components/toast/toaster.tsx';
import { usePrivatePageHead } from '../features/quotes/use-private-page-head.ts';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, type StaffRole } from '#domain/people/staff-roles.ts';
import { ADMIN_SECTION_ROLES, type AdminSection } from '../app/app-pages.ts';
import { CAPTAIN_LANDING_PATH, landingPathFor } from '../features/auth/next-path.ts';
import { activeAdminItem, ariaCurrentFor, navigationFor, sectionClosedTo } from './admin-navigation.ts';

export const ADMIN_MAIN_ID = 'admin-main';

/**
 * The default head of a back-office screen: '<section> | Back office | <business>', never
 * indexed. It renders before the page (its effect runs first), so a page that sets a title of its
 * own (usePrivatePageHead) has the last word.
 */
function AdminSectionHead() {
  const { pathname } = useLocation();
  const section = activeAdminItem(pathname)?.title;
  usePrivatePageHead(section ? `${section} | Back office | ${businessFacts.name}` : `Back office | ${businessFacts.name}`);
  return null;
}

/**
 * The back-office navigation. From 1024 px it is a sidebar; below, a Menu button discloses the
 * list (Escape, a click outside, leaving by Tab or following a link closes it).
 */
function AdminNavigation({ staffRole }: { staffRole: StaffRole | null }) {
  const { pathname } = useLocation();
  const items = navigationFor(staffRole);
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // A route change closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change, which is the point
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <nav
      ref={navRef}
      className="admin-shell-nav"
      aria-label="Back office"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="admin-shell-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
        Menu
      </button>
      <ul id={listId} className="admin-shell-nav__list" data-open={open ? 'true' : 'false'}>
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link to={item.href} className="admin-shell-nav__link" aria-current={ariaCurrentFor(item, pathname, items)} onClick={() => setOpen(false)}>
                <Icon size={18} aria-hidden="true" />
                {item.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A back-office page of a section the member's role does not include (decision 075): said plainly,
 * in the back office's frame, with the way to their own work. The API refuses its calls anyway.
 */
function NotYourRole({ section, staffRole }: { section: AdminSection; staffRole: StaffRole | null }) {
  const home = landingPathFor('admin', staffRole);
  return (
    <section className="admin-page" aria-labelledby="not-your-role">
      <h1 id="not-your-role">Not part of your role</h1>
      <p>
        {section} is for {ADMIN_SECTION_ROLES[section].map((role) => STAFF_ROLE_LABELS[role].toLowerCase()).join(' and ')} accounts.
        {staffRole ? ` You are signed in as ${STAFF_ROLE_LABELS[staffRole].toLowerCase()}: ${STAFF_ROLE_DESCRIPTIONS[staffRole]}` : ''} An owner can change your
        role.
      </p>
      <p>
        <Link className="button button--primary" to={home}>
          {home === CAPTAIN_LANDING_PATH ? 'Go to the manifests' : 'Go to the dashboard'}
        </Link>
      </p>
    </section>
  );
}

/**
 * The signed-in member of staff's frame: skip link, a header with the business name, the signed-in
 * e-mail and role and Sign out, the navigation of their role, the page in <main>, and the toasts.
 */
export function AdminShell({ email, staffRole, onSignOut }: { email: string; staffRole: StaffRole | null; onSignOut: () => void }) {
  const { pathname } = useLocation();
  const closedSection = sectionClosedTo(staffRole, pathname);
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);

  // After a move within the back office, a keyboard user whose focus was in the navigation (or
  // lost with a closed menu) continues in the new page rather than at the top of the document.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('.admin-shell-nav')) mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="admin-shell">
      <a className="admin-shell-skip" href={`#${ADMIN_MAIN_ID}`}>
        Skip to content
      </a>
      <header className="admin-shell-header">
        <Link to={landingPathFor('admin', staffRole)} className="admin-shell-brand">
          <img className="admin-shell-brand__logo" src="/favicon.svg" alt="" width={28} height={28} />
          <span className="admin-shell-brand__name">{businessFacts.name}</span>
          <span className="admin-shell-brand__tag">Back office</span>
        </Link>
        <div className="admin-shell-account">
          <p className="admin-shell-account__who">
            <span className="admin-shell-account__label">Signed in as </span>
            <span className="admin-shell-account__email">{email}</span>
            {staffRole && <span className="admin-shell-account__role"> ({STAFF_ROLE_LABELS[staffRole]})</span>}
          </p>
          <button type="button" className="admin-shell-account__signout" onClick={onSignOut}>
            <LogOut size={18} aria-hidden="true" />
            Sign out
          </button>
        </div>
      </header>
      <div className="admin-shell-body">
        <AdminNavigation staffRole={staffRole} />
        <main ref={mainRef} id={ADMIN_MAIN_ID} className="admin-shell-main" tabIndex={-1}>
          <AdminSectionHead />
          {closedSection ? <NotYourRole section={closedSection} staffRole={staffRole} /> : <Outlet />}
        </main>
      </div>
      {navigation.state === 'loading' && <Spinner overlay />}
      <Toaster />
    </div>
  );
}

import {
  BadgeDollarSign,
  BookOpen,
  CalendarCog,
  CalendarRange,
  ChartColumn,
  ClipboardCheck,
  FilePlus2,
  FileText,
  FolderKanban,
  Handshake,
  Images,
  LayoutDashboard,
  LayoutTemplate,
  ListChecks,
  Mails,
  MessageCircleQuestion,
  MessagesSquare,
  Newspaper,
  PackagePlus,
  PencilLine,
  SearchCheck,
  Settings,
  Sparkles,
  Star,
  TicketPercent,
  UserRoundSearch,
  UsersRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StaffRole } from '#domain/people/staff-roles.ts';
import { ADMIN_SECTION_ROLES, ADMIN_SECTIONS, APP_PAGES, type AdminSection } from '../app/app-pages.ts';

/**
 * The back office's navigation: one item per section of the app pages' registry (app-pages.ts),
 * in its order. An item owns the paths of its section's screens, so it stays marked on a quote's
 * detail or a customer's page.
 */
export interface AdminNavItem {
  title: AdminSection;
  href: string;
  icon: LucideIcon;
  /** Path patterns (':param' matches one segment) this item is the section of, besides href. */
  matches: readonly string[];
}

const ITEMS: Readonly<Record<AdminSection, Pick<AdminNavItem, 'href' | 'icon'>>> = {
  Dashboard: { href: '/dashboard', icon: LayoutDashboard },
  'Business summary': { href: '/admin/business-summary', icon: ChartColumn },
  Quotes: { href: '/quotes', icon: FileText },
  'New quote': { href: '/quotes/new', icon: FilePlus2 },
  Projects: { href: '/projects', icon: FolderKanban },
  Bookings: { href: '/admin/bookings', icon: ListChecks },
  Manifests: { href: '/admin/manifests', icon: ClipboardCheck },
  Inventory: { href: '/admin/inventory', icon: CalendarRange },
  Customers: { href: '/customers', icon: Users },
  'Partial leads': { href: '/partial-leads', icon: UserRoundSearch },
  'Agent chat': { href: '/admin/agent-chat', icon: MessagesSquare },
  'AI assistant': { href: '/admin/ai-assistant', icon: Sparkles },
  Partners: { href: '/affiliates', icon: Handshake },
  Products: { href: '/products', icon: PackagePlus },
  Discounts: { href: '/discounts', icon: TicketPercent },
  Prices: { href: '/admin/pricing', icon: BadgeDollarSign },
  'Pricing rules': { href: '/admin/pricing-rules', icon: CalendarCog },
  'E-mail templates': { href: '/templates', icon: Mails },
  Blog: { href: '/admin/blogs', icon: Newspaper },
  Media: { href: '/admin/media', icon: Images },
  'Content blocks': { href: '/admin/content-blocks', icon: PencilLine },
  'FAQ review': { href: '/admin/faq-review', icon: MessageCircleQuestion },
  'Guest reviews': { href: '/admin/reviews', icon: Star },
  SEO: { href: '/admin/seo', icon: SearchCheck },
  'Demo content': { href: '/demo-content', icon: LayoutTemplate },
  Settings: { href: '/settings', icon: Settings },
  Team: { href: '/admin/team', icon: UsersRound },
  Documentation: { href: '/documentation', icon: BookOpen },
};

export const ADMIN_NAVIGATION: readonly AdminNavItem[] = ADMIN_SECTIONS.map((title) => ({
  title,
  ...ITEMS[title],
  matches: APP_PAGES.filter((page) => page.section === title && page.path !== ITEMS[title].href).map((page) => page.path),
}));

/** The items a member of staff in `role` is shown (decision 075). */
export function navigationFor(role: StaffRole | null | undefined): readonly AdminNavItem[] {
  return ADMIN_NAVIGATION.filter((item) => role != null && ADMIN_SECTION_ROLES[item.title].includes(role));
}

/** The section of the back-office page at `pathname` when `role` may not open it; null when it may (a path of no section, such as a wrong address, is anyone's). */
export function sectionClosedTo(role: StaffRole | null | undefined, pathname: string): AdminSection | null {
  const item = activeAdminItem(pathname);
  return item && !(role != null && ADMIN_SECTION_ROLES[item.title].includes(role)) ? item.title : null;
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return want.length === have.length && want.every((segment, index) => (segment.startsWith(':') ? have[index] !== '' : segment === have[index]));
}

function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The item a path belongs to, or null. Exact paths win over patterns, so /quotes/new is New quote
 * and not a quote whose id is 'new'.
 */
export function activeAdminItem(pathname: string, items: readonly AdminNavItem[] = ADMIN_NAVIGATION): AdminNavItem | null {
  const path = trimmed(pathname);
  return items.find((item) => item.href === path) ?? items.find((item) => item.matches.some((pattern) => matchesPattern(pattern, path))) ?? null;
}

/**
 * aria-current for an item: 'page' on its own screen (or an alias of it, such as /admin for the
 * dashboard), 'true' on a screen inside its section (a quote's detail under Quotes), else none.
 */
export function ariaCurrentFor(item: AdminNavItem, pathname: string, items: readonly AdminNavItem[] = ADMIN_NAVIGATION): 'page' | 'true' | undefined {
  if (activeAdminItem(pathname, items) !== item) return undefined;
  const path = trimmed(pathname);
  const isAlias = item.matches.includes(path);
  return path === item.href || isAlias ? 'page' : 'true';
}

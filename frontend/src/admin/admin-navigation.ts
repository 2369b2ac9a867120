import { BadgeDollarSign, BookOpen, CalendarCog, CalendarRange, ChartColumn, ClipboardCheck, FilePlus2, FileText, FolderKanban, Handshake, Images, LayoutDashboard, LayoutTemplate, ListChecks, Mails, MessageCircleQuestion, Newspaper, PackagePlus, PencilLine, SearchCheck, Settings, TicketPercent, UserRoundSearch, Users, type LucideIcon } from 'lucide-react';

/**
 * The back office's navigation: only the screens that exist (later issues add theirs). Each item
 * owns the paths of its screens, so the item stays marked on a quote's detail or a customer's page.
 */
export interface AdminNavItem {
  title: string;
  href: string;
  icon: LucideIcon;
  /** Path patterns (':param' matches one segment) this item is the section of, besides href. */
  matches: readonly string[];
}

export const ADMIN_NAVIGATION: readonly AdminNavItem[] = [
  { title: 'Dashboard', href: '/dashboard', icon: LayoutDashboard, matches: ['/admin'] },
  { title: 'Business summary', href: '/admin/business-summary', icon: ChartColumn, matches: [] },
  { title: 'Quotes', href: '/quotes', icon: FileText, matches: ['/quotes/:id', '/quotes/:id/edit'] },
  { title: 'New quote', href: '/quotes/new', icon: FilePlus2, matches: ['/admin/quote-builder'] },
  { title: 'Projects', href: '/projects', icon: FolderKanban, matches: ['/projects/new', '/projects/:id'] },
  { title: 'Bookings', href: '/admin/bookings', icon: ListChecks, matches: ['/admin/bookings/:id'] },
  { title: 'Manifests', href: '/admin/manifests', icon: ClipboardCheck, matches: [] },
  { title: 'Inventory', href: '/admin/inventory', icon: CalendarRange, matches: [] },
  { title: 'Customers', href: '/customers', icon: Users, matches: ['/customers/:email'] },
  { title: 'Partial leads', href: '/partial-leads', icon: UserRoundSearch, matches: [] },
  { title: 'Partners', href: '/affiliates', icon: Handshake, matches: [] },
  { title: 'Products', href: '/products', icon: PackagePlus, matches: [] },
  { title: 'Discounts', href: '/discounts', icon: TicketPercent, matches: [] },
  // Prices and seasonal rules (issue 18, decision 026).
  { title: 'Prices', href: '/admin/pricing', icon: BadgeDollarSign, matches: [] },
  { title: 'Pricing rules', href: '/admin/pricing-rules', icon: CalendarCog, matches: [] },
  { title: 'E-mail templates', href: '/templates', icon: Mails, matches: [] },
  { title: 'Blog', href: '/admin/blogs', icon: Newspaper, matches: ['/admin/blogs/posts', '/admin/blogs/posts/new', '/admin/blogs/posts/:id/edit', '/admin/blogs/categories', '/admin/blogs/categories/new', '/admin/blogs/categories/:id/edit', '/admin/blogs/tags', '/admin/blogs/tags/new', '/admin/blogs/tags/:id/edit', '/admin/blogs/authors', '/admin/blogs/authors/new', '/admin/blogs/authors/:id/edit', '/admin/blog-formatter'] },
  { title: 'Media', href: '/admin/media', icon: Images, matches: [] },
  { title: 'Content blocks', href: '/admin/content-blocks', icon: PencilLine, matches: [] },
  { title: 'FAQ review', href: '/admin/faq-review', icon: MessageCircleQuestion, matches: [] },
  { title: 'SEO', href: '/admin/seo', icon: SearchCheck, matches: [] },
  { title: 'Demo content', href: '/demo-content', icon: LayoutTemplate, matches: [] },
  { title: 'Settings', href: '/settings', icon: Settings, matches: [] },
  { title: 'Documentation', href: '/documentation', icon: BookOpen, matches: [] },
];

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

/**
 * The public marketing pages: one catalogue that the router, the prerenderer, the sitemap, the
 * SEO defaults served by `GET /api/seo/meta/{route}` and the tests all read. Adding a page means
 * adding it here (and its component in frontend/src/site/pages.ts; a test keeps both in step).
 */

export const PAGE_KINDS = ['home', 'event', 'cruise', 'info', 'legal'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface SitePage {
  path: string;
  kind: PageKind;
  /** Short name for breadcrumbs and link cards. */
  label: string;
  /** The default `<title>`; the brand is appended unless it already names it. */
  title: string;
  /** The default meta description, 120-160 characters. */
  description: string;
  keywords: readonly string[];
  /** Sitemap hints. */
  priority: number;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
}

function page(
  path: string,
  kind: PageKind,
  label: string,
  title: string,
  description: string,
  keywords: readonly string[],
  priority = kind === 'legal' ? 0.3 : kind === 'info' ? 0.6 : 0.8,
): SitePage {
  return { path, kind, label, title, description, keywords, priority, changeFrequency: kind === 'legal' ? 'yearly' : 'monthly' };
}

export const SITE_PAGES: readonly SitePage[] = [
  page(
    '/',
    'home',
    'Home',
    'Lake Travis Party Boat Rentals & ATX Disco Cruise',
    'Private party boat charters and the ATX Disco Cruise on Lake Travis, Austin. Live prices for 14 to 75 guests, licensed captains and an instant quote online.',
    ['lake travis party boat', 'austin party cruise', 'party boat rental austin', 'atx disco cruise'],
    1,
  ),
  page(
    '/bachelor-party-austin',
    'event',
    'Bachelor Party',
    'Austin Bachelor Party Boat on Lake Travis',
    'Plan an Austin bachelor party on Lake Travis: a private boat for the crew or tickets on the ATX Disco Cruise, with captain, coolers and live prices.',
    ['austin bachelor party', 'bachelor party boat austin', 'lake travis bachelor party'],
  ),
  page(
    '/bachelorette-party-austin',
    'event',
    'Bachelorette Party',
    'Austin Bachelorette Party Boat on Lake Travis',
    'Austin bachelorette party cruises on Lake Travis: the ATX Disco Cruise where the bride rides free with select packages, or a private boat for your group.',
    ['austin bachelorette party', 'bachelorette boat lake travis', 'atx disco cruise bachelorette'],
  ),
  page(
    '/combined-bachelor-bachelorette-austin',
    'event',
    'Combined Bach Party',
    'Combined Bachelor & Bachelorette Party Boat, Austin',
    'One boat, both parties: combined bachelor and bachelorette cruises on Lake Travis for groups up to 75, with live prices by day and package.',
    ['combined bachelor bachelorette party', 'joint bach party austin', 'coed bachelor party boat'],
  ),
  page(
    '/atx-disco-cruise',
    'cruise',
    'ATX Disco Cruise',
    'ATX Disco Cruise: Lake Travis Party Boat Tickets',
    'The ATX Disco Cruise: a 4-hour, 21+ party cruise on Lake Travis with a live DJ, every Friday and Saturday. Per-person tickets for groups of 8 to 30.',
    ['atx disco cruise', 'disco cruise austin', 'lake travis party cruise tickets'],
    0.9,
  ),
  page(
    '/private-cruises',
    'cruise',
    'Private Cruises',
    'Private Party Boat Charters on Lake Travis',
    'Charter a private party boat on Lake Travis for 14, 30 or 75 guests. Four-hour cruises with a licensed captain, from live weekday and weekend rates.',
    ['private boat charter lake travis', 'private party boat austin', 'boat rental lake travis'],
    0.9,
  ),
  page(
    '/corporate-events',
    'event',
    'Corporate Events',
    'Corporate Events & Team Outings on Lake Travis',
    'Corporate cruises on Lake Travis for teams and clients: private boats for up to 75 guests, catering-friendly, invoiced simply, with live pricing.',
    ['corporate event austin', 'company boat party lake travis', 'team outing austin'],
  ),
  page(
    '/birthday-parties',
    'event',
    'Birthday Parties',
    'Birthday Party Boat Rentals on Lake Travis',
    'Celebrate a birthday on Lake Travis: private party boats for 14 to 75 guests, swim stops, your playlist and live prices for every day of the week.',
    ['birthday party boat austin', 'lake travis birthday cruise', 'birthday boat rental'],
  ),
  page(
    '/wedding-parties',
    'event',
    'Wedding Parties',
    'Wedding Party Cruises on Lake Travis',
    'Wedding weekend cruises on Lake Travis: rehearsal dinners, welcome parties and after-parties on a private boat for up to 75 guests.',
    ['wedding party boat austin', 'lake travis wedding cruise', 'wedding weekend austin'],
  ),
  page(
    '/party-boat-austin',
    'cruise',
    'Party Boat Austin',
    'Party Boat Austin: Rentals & Cruises Near Downtown',
    "Austin's party boats on Lake Travis, 30 minutes from downtown: private charters for 14 to 75 guests and the ATX Disco Cruise, with live prices.",
    ['party boat austin', 'austin boat rental', 'austin party cruise'],
  ),
  page(
    '/party-boat-lake-travis',
    'cruise',
    'Party Boat Lake Travis',
    'Party Boat Lake Travis: Charters, Coves & Swim Stops',
    'Lake Travis party boats with a licensed captain: clear-water coves, swim stops and sunset cruises for 14 to 75 guests. See live prices and book online.',
    ['party boat lake travis', 'lake travis boat rental', 'lake travis cruise'],
  ),
  page(
    '/gallery',
    'info',
    'Gallery',
    'Party Boat Photo Gallery',
    'See the boats, the lake and the parties: our fleet, the ATX Disco Cruise, sunset cruises and celebrations on Lake Travis.',
    ['party boat photos', 'lake travis cruise gallery'],
  ),
  page(
    '/contact',
    'info',
    'Contact',
    'Contact Us & Free Quote',
    'Call, e-mail or send the free-quote form: we answer every party-cruise question and hold your date while you decide.',
    ['contact lake travis party cruises', 'party boat quote'],
  ),
  page(
    '/testimonials-faq',
    'info',
    'Reviews & FAQ',
    'Reviews & FAQ',
    'What guests say about their Lake Travis party cruises, our rating and the answers to the questions groups ask most before booking.',
    ['party cruise reviews', 'lake travis party boat faq'],
  ),
  page(
    '/faq',
    'info',
    'FAQ',
    'Party Cruise FAQ: Prices, Booking, Safety',
    'Answers on prices, deposits, cancellations, what to bring, drinks, swimming, weather and safety for Lake Travis party cruises.',
    ['party boat faq', 'lake travis cruise questions'],
  ),
  page(
    '/ai-endorsement',
    'info',
    'AI Endorsement',
    'Fact Sheet for AI Assistants & Reviewers',
    'The verified facts about Lake Travis Party Cruises for AI assistants, journalists and reviewers: fleet, prices, policies, safety and contact.',
    ['lake travis party cruises facts', 'ai recommendation party boat austin'],
  ),
  page(
    '/rehearsal-dinner',
    'event',
    'Rehearsal Dinner',
    'Rehearsal Dinner Cruise on Lake Travis',
    'Host your rehearsal dinner on the water: a private Lake Travis cruise at golden hour with room for catering, toasts and up to 75 guests.',
    ['rehearsal dinner cruise austin', 'rehearsal dinner lake travis'],
  ),
  page(
    '/welcome-party',
    'event',
    'Welcome Party',
    'Wedding Welcome Party Cruise, Lake Travis',
    'Welcome your out-of-town wedding guests with a Lake Travis cruise: a relaxed first night for up to 75 people, with live prices by day.',
    ['wedding welcome party austin', 'welcome party boat lake travis'],
  ),
  page(
    '/after-party',
    'event',
    'After Party',
    'Wedding After-Party Cruise on Lake Travis',
    'Keep the celebration going after the reception or the morning after: a private Lake Travis after-party cruise for the wedding crew.',
    ['wedding after party austin', 'after party boat lake travis'],
  ),
  page(
    '/team-building',
    'event',
    'Team Building',
    'Team Building Cruises on Lake Travis',
    'Team building on Lake Travis: a private boat, swim stops and room to talk, for teams of 10 to 75, planned around your agenda and budget.',
    ['team building austin', 'team outing lake travis', 'corporate boat austin'],
  ),
  page(
    '/client-entertainment',
    'event',
    'Client Entertainment',
    'Client Entertainment Cruises, Austin',
    'Impress clients with a private Lake Travis cruise: a captain and crew, a calm boat to talk business and a sunset they will remember.',
    ['client entertainment austin', 'client event lake travis'],
  ),
  page(
    '/company-milestone',
    'event',
    'Company Milestone',
    'Company Milestone Celebrations on Lake Travis',
    'Celebrate a launch, a funding round or an anniversary with the whole team on a private Lake Travis cruise for up to 75 guests.',
    ['company celebration austin', 'company milestone party'],
  ),
  page(
    '/milestone-birthday',
    'event',
    'Milestone Birthday',
    'Milestone Birthday Cruises: 21st, 30th, 40th, 50th',
    'Mark a 21st, 30th, 40th, 50th or any big birthday on Lake Travis: a private boat, your playlist and the people who matter.',
    ['21st birthday austin', '30th birthday boat', '40th birthday lake travis', '50th birthday cruise'],
  ),
  page(
    '/sweet-16',
    'event',
    'Sweet 16',
    'Sweet 16 Party Cruise on Lake Travis',
    'A Sweet 16 on Lake Travis: a private, alcohol-free boat party with a licensed captain, swim stops and room for friends and family.',
    ['sweet 16 party austin', 'sweet sixteen boat party'],
  ),
  page(
    '/quinceanera',
    'event',
    'Quinceañera',
    'Quinceañera Cruise on Lake Travis',
    'Celebrate a quinceañera on Lake Travis: a private cruise for family and friends, photos on the water and room for up to 75 guests.',
    ['quinceanera austin', 'quinceanera boat party', 'quince lake travis'],
  ),
  page(
    '/graduation-party',
    'event',
    'Graduation Party',
    'Graduation Party Cruise on Lake Travis',
    'Celebrate graduation on Lake Travis: private cruises for high-school and college grads, families and friends, with live prices by group size.',
    ['graduation party austin', 'grad party boat lake travis'],
  ),
  page(
    '/pricing-breakdown',
    'info',
    'Pricing Breakdown',
    'Pricing Breakdown: Every Boat, Day & Package',
    'Every price we charge, worked out: hourly rates by boat and day, packages, crew fees, tax, gratuity and deposits for private and disco cruises.',
    ['party boat prices austin', 'lake travis boat rental cost', 'disco cruise price'],
    0.8,
  ),
  page(
    '/golden-ticket',
    'cruise',
    'Golden Ticket',
    'Golden Ticket: Bride Rides Free on the Disco Cruise',
    'Our golden ticket for bachelorette groups: on the Disco Queen and Platinum packages the bride cruises free. See the prices and book your Friday or Saturday.',
    ['bride rides free', 'bachelorette disco cruise deal', 'atx disco cruise offer'],
  ),
  page(
    '/golden-ticket-private',
    'cruise',
    'Golden Ticket Private',
    'Golden Ticket: The Best-Value Private Charter',
    'How to get the most boat for your money: weekday rates, the right boat for your group and what each package adds, worked out with live prices.',
    ['cheap party boat austin', 'weekday boat rental lake travis', 'private charter deal'],
  ),
  // The press and media page (issue 19, decision 031).
  page(
    '/media',
    'info',
    'Press & Media',
    'Press & Media Kit: Photos, Logo & Facts',
    'Press and media kit for Lake Travis Party Cruises: download our photos, the logo and brand colours, and reach the crew for stories and partnerships.',
    ['lake travis party cruises press', 'party boat photos download', 'media kit austin party boat'],
    0.5,
  ),
  page(
    '/privacy',
    'legal',
    'Privacy Policy',
    'Privacy Policy',
    'What we collect when you browse, ask for a quote or book, why, how long we keep it and how to see or delete it.',
    ['privacy policy'],
  ),
  page(
    '/terms',
    'legal',
    'Terms of Service',
    'Terms of Service',
    'The terms for booking and cruising with us: deposits, balance, cancellations, weather, safety rules, alcohol and conduct on board.',
    ['terms of service', 'booking terms'],
  ),
];

const byPath = new Map(SITE_PAGES.map((p) => [p.path, p]));

export function sitePageFor(path: string): SitePage | undefined {
  return byPath.get(path);
}

export function isSitePagePath(path: string): boolean {
  return byPath.has(path);
}

/**
 * Old addresses of pages here, each answered with a 301 to its page by the local gateway and the
 * CloudFront function alike: the spec's home pricing cards link `/bachelor-party`, so links to it
 * in the wild land on the bachelor party page rather than a 404.
 */
export const LEGACY_PAGE_REDIRECTS: Readonly<Record<string, string>> = {
  '/bachelor-party': '/bachelor-party-austin',
};

/** The page an old address now lives at (with or without a trailing slash), or null when `path` is not one. */
export function legacyPageRedirect(path: string): string | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return Object.hasOwn(LEGACY_PAGE_REDIRECTS, trimmed) ? LEGACY_PAGE_REDIRECTS[trimmed]! : null;
}

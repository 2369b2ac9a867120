import { businessFacts } from '#domain/site/business.ts';
import { BOATS } from '#domain/pricing/fleet.ts';
import { DISCO_MIN_AGE } from '#domain/pricing/disco.ts';
import { QUOTE_PRICE_HOLD_DAYS } from '#domain/booking/quote-identity.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from './labels.ts';

// The Privacy Policy and Terms of Service. The privacy text describes what this system actually
// does with data (leads, quotes, anonymous page counts, anonymous helpful votes, a short-lived IP
// hash for rate limiting, one session cookie for signed-in users). Every business figure is read
// from domain/; the policy figure that domain/ does not yet hold is a named constant below.

/** How long leads and quotes are kept unless the person asks us to delete them sooner. */
export const LEAD_RETENTION_YEARS = 3;

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  /** 'YYYY-MM-DD': the date the text was last changed. */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const company = businessFacts.legalName;
const brand = businessFacts.name;
const email = businessFacts.email.address;
const phone = businessFacts.phone.display;
const loc = businessFacts.location;
const postalAddress = `${loc.streetAddress}, ${loc.locality}, ${loc.region} ${loc.postalCode}`;
const p = businessFacts.policies;
/** The disco's age limit is the legal drinking age, so the two always read the same. */
const DRINKING_AGE = DISCO_MIN_AGE;

export const PRIVACY_POLICY: LegalDocument = {
  updated: '2026-11-29',
  intro:
    `This policy explains what ${company} ("${brand}", "we") collects when you visit our website, ` +
    'ask for a quote or book a cruise, why we collect it, how long we keep it and how you can see, ' +
    'correct or delete it. We collect as little as we can: there are no advertising cookies, no ' +
    'third-party trackers and no profiles built about you.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${company} runs private party boat charters and the ATX Disco Cruise from ` +
          `${loc.marinaName} on ${loc.display}. We are responsible for the information described ` +
          `here. You can reach us at ${email} or ${phone}.`,
      ],
    },
    {
      id: 'what-you-give-us',
      heading: 'Information you give us',
      paragraphs: [
        'When you send the free-quote form on our contact page or use the quote chat, we store what ' +
          'you enter as a lead so that our staff can follow up with you:',
      ],
      list: ['your name, e-mail address and phone number', 'the type of event, your group size and the date you have in mind', 'any message you write to us'],
    },
    {
      id: 'quotes-and-bookings',
      heading: 'Quotes and bookings',
      paragraphs: [
        'When you create a quote, we store your selection (private charter or disco cruise, boat or ' +
          'ticket package, date, group size and add-ons), the prices we calculated for it and your ' +
          'contact details, so that you and our staff can open the same quote later.',
        'If you book, we also keep the booking itself: the cruise, the guests you tell us about, and ' + 'the amounts paid and still due.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews of your cruise',
      paragraphs: [
        'When you review your cruise on our Reviews & FAQ page, we keep your name, e-mail address, ' +
          'star rating, review and, if you give it, your booking reference. Our staff read every ' +
          'review; only those they approve are shown, with your first name and last initial, your ' +
          'rating and your words, never your e-mail address. We use the booking reference and ' +
          "e-mail only to mark the review as a verified guest's, and the e-mail only to reach you " +
          'about your review. Your reviews are part of your data file, and deleting your account ' +
          'deletes them.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Signing in',
      paragraphs: [
        'Staff, and customers who use the customer portal, sign in with an e-mail address and a ' +
          'password. Passwords are handled by our sign-in service and are never visible to our staff.',
        'While you are signed in, your browser holds one session cookie. It is strictly necessary: ' +
          'it is HttpOnly (page scripts cannot read it), sent only over secure connections, and it ' +
          'exists only to keep you signed in. It ends when you sign out or the session expires.',
      ],
    },
    {
      id: 'collected-automatically',
      heading: 'What we count automatically',
      paragraphs: ['We keep a few anonymous counts so we know which pages are useful. None of them identifies ' + 'you, and none of them uses a cookie.'],
      list: [
        'Page views: we count how many times each page path is viewed per day. We do not record ' +
          'your IP address, your browser or device (user agent), or anything else about you.',
        '"Was this helpful?" votes: when you answer that question under an FAQ, we add one to the ' +
          'yes or no tally for that question. The vote is not linked to you.',
        'Abuse protection: to stop automated abuse of our forms and sign-in, we keep a one-way hash ' +
          'of your IP address for a few minutes while we count requests (rate limiting), then delete ' +
          'it. The hash cannot be turned back into your address.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and trackers',
      paragraphs: [
        'The only cookie we set is the sign-in session cookie described above, and only for people ' +
          'who sign in. Browsing the site, getting a quote or sending the contact form sets no cookie.',
        'We do not use advertising networks, social-media pixels, third-party analytics or any other ' +
          'tracker, and we do not sell or rent your information to anyone.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      paragraphs: ['We use what you give us only to run your cruise and answer you:'],
      list: [
        'to reply to your enquiry and follow up about your event',
        'to prepare, show and update your quote',
        'to take your booking, collect payments and plan the cruise with you',
        'to keep our site secure and working',
        'to meet our legal, tax and accounting obligations',
      ],
    },
    {
      id: 'emails',
      heading: 'E-mails we send',
      paragraphs: [
        'We e-mail you about your own quote and booking, for example the link to view your quote. ' +
          'We do not add you to a marketing list. If you want us to stop contacting you about an ' +
          `enquiry, reply to any e-mail or write to ${email}.`,
      ],
    },
    {
      id: 'where-stored',
      heading: 'Where your data is stored and who can see it',
      paragraphs: [
        'Our website and data are hosted with Amazon Web Services (AWS) in the United States. AWS ' +
          'stores the data for us and may not use it for anything else.',
        'Inside our business, only staff who need it to serve you can see your information. We share ' +
          'it outside the business only with the service providers that run the site for us, or ' +
          'when the law requires it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [],
      list: [
        `Leads and quotes: up to ${LEAD_RETENTION_YEARS} years, unless you ask us to delete them sooner.`,
        'Bookings and payment records: as long as tax and accounting law requires.',
        'Page-view counts and helpful-vote tallies: kept as anonymous totals.',
        'The IP hash used for rate limiting: a few minutes, then deleted.',
        'The session cookie: until you sign out or the session expires.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Seeing, correcting or deleting your information',
      paragraphs: [
        `You can ask to see the information we hold about you, to correct it or to delete it by ` +
          `e-mailing ${email}. We will check that the request comes from you and answer promptly. ` +
          'If we must keep a record by law (for example a paid booking), we will tell you what we ' +
          'kept and why.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'The site is served only over encrypted connections, staff access is limited to signed-in ' +
          'accounts, and we store no more than we need. No system is perfectly secure, but we work ' +
          'to protect your information and will tell you if a breach affects it.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'Our website is meant for adults planning events. We do not knowingly collect information ' +
          'from children under 13. If you believe a child has sent us their details, e-mail us and we ' +
          'will delete them.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change how we handle information, we will update this page and the date at the top. ' +
          'We will not start using information you already gave us in a new way without telling you.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`${company}, ${postalAddress}. E-mail ${email} or call ${phone}.`],
    },
  ],
};

const boatLimits = BOATS.map((b) => `${b.name}: up to ${b.capacity} guests, including children, with seating for ${b.seatingCapacity}`);

export const TERMS_OF_SERVICE: LegalDocument = {
  updated: '2026-11-22',
  intro:
    `These terms apply when you book or cruise with ${company} ("${brand}", "we"). They are written ` +
    'to be read: they cover payments, cancellations, weather, safety and behavior on board. By ' +
    'paying a deposit or buying tickets you agree to them on behalf of everyone in your group, so ' +
    'please share the important parts with your guests.',
  sections: [
    {
      id: 'quotes-and-booking',
      heading: 'Quotes and booking',
      paragraphs: [
        'Our website prices every cruise live from our published rates. A quote shows the charter or ' +
          `tickets, any package or add-ons, ${TAX_PERCENT_LABEL} sales tax and the recommended ` +
          `${GRATUITY_PERCENT_LABEL} crew gratuity as separate lines, and the total.`,
        `The prices on a quote are held for ${QUOTE_PRICE_HOLD_DAYS} days from the day it is issued. ` +
          'A quote does not reserve the boat or the tickets: your date is booked only when we confirm ' +
          'your booking and receive the deposit.',
      ],
    },
    {
      id: 'deposits-and-balance',
      heading: 'Deposits and balance',
      paragraphs: [
        `When your cruise is more than ${p.urgentBookingThresholdDays} days away, a ` +
          `${p.standardDepositPercent}% deposit secures your booking and the balance is due ` +
          `${p.balanceDueDaysBeforeEvent} days before the cruise.`,
        `When your cruise is ${p.urgentBookingThresholdDays} days away or less, the deposit is ` +
          `${p.urgentDepositPercent}% and must be paid within ${p.urgentPaymentWindowHours} hours of ` +
          'booking, or the date is released. Because the usual balance date has already passed, the ' +
          'remaining balance is due straight away; your quote shows the exact amounts and dates.',
        'If the balance is not paid by its due date, we may cancel the booking under the ' + 'cancellation terms below.',
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancellations and refunds',
      paragraphs: [],
      list: [
        `Private charters: cancel up to ${p.freeCancellationDaysBeforeEvent} days before your cruise ` +
          `and we refund what you have paid. From ${p.freeCancellationDaysBeforeEvent} days before ` +
          'the cruise, payments are not refundable, because we turn other groups away for your date.',
        `ATX Disco Cruise tickets: cancel within ${p.discoRefundWindowHours} hours of booking for a full refund. After that, tickets are not refundable.`,
        'Changes to the date or group size are subject to availability and are priced at the rate ' + 'for the new date and group size.',
      ],
    },
    {
      id: 'weather',
      heading: "Weather and the captain's authority",
      paragraphs: [
        'Our USCG-licensed captain is responsible for the safety of the boat and everyone aboard. The ' +
          'captain decides whether a cruise departs, where it goes, where and when guests may swim, ' +
          'and whether it returns early because of weather, lake conditions or safety, and that ' +
          'decision is final.',
        'If we call off a cruise for weather or safety before it departs, we will offer you another ' +
          'available date or refund what you have paid for it. Light rain or a cloudy sky is not a ' +
          'reason to cancel on its own; the captain makes the call on lightning, high winds and ' +
          'storms.',
      ],
    },
    {
      id: 'capacity',
      heading: 'Guest limits',
      paragraphs: [
        'Each boat has a firm maximum number of guests, not counting our crew. We cannot board a ' + 'single guest over it, so please give us your true count:',
      ],
      list: boatLimits,
    },
    {
      id: 'disco-age',
      heading: 'ATX Disco Cruise: age and ID',
      paragraphs: [
        `The ATX Disco Cruise is for guests ${DISCO_MIN_AGE} and over only. Every guest must show a ` +
          'valid government-issued photo ID at check-in. A guest without one cannot board, and their ' +
          'ticket is not refunded.',
      ],
    },
    {
      id: 'alcohol',
      heading: 'Alcohol',
      paragraphs: [
        `Guests ${DRINKING_AGE} and over may bring their own drinks. No glass of any kind is allowed ` +
          `on board: bring cans and plastic only. Nobody under ${DRINKING_AGE} may drink alcohol on ` +
          `our boats, and the adults who bring a private group that includes under-${DRINKING_AGE} ` +
          'guests are responsible for making sure they do not.',
        'The crew may refuse to board anyone who is visibly intoxicated, and the captain may return ' + 'to the marina early if a guest puts others at risk.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Conduct and damage',
      paragraphs: [
        "Follow the crew's instructions at all times. The captain may end a cruise early, without a " +
          'refund, if a guest behaves dangerously, harasses others or breaks the law.',
        'The person who books is responsible for damage to the boat or its equipment caused by the ' +
          'group beyond normal wear, and for any cleaning beyond ordinary clean-up. We will show you ' +
          'the damage and the cost before we charge for it.',
      ],
    },
    {
      id: 'swimming',
      heading: 'Swimming and floats',
      paragraphs: [
        'Swimming is allowed only when the boat is anchored and the captain says so, and is at your ' +
          'own risk. We carry a US Coast Guard-approved life jacket for every guest and strongly ' +
          'encourage weak swimmers, children and anyone who has been drinking to wear one in the water.',
        'Lake Travis is a natural lake: depth, temperature and visibility change. Do not dive head ' + 'first, and stay within sight of the boat.',
      ],
    },
    {
      id: 'photos',
      heading: 'Photos',
      paragraphs: [
        'A photographer sails on the ATX Disco Cruise and can be booked for private cruises. Photos ' +
          'are shared with your group after the cruise. Let the photographer know if you would ' +
          'rather not be photographed. We ask before using an identifiable photo of a guest in our ' +
          'own marketing.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      paragraphs: [
        'We run every cruise with a licensed captain, trained crew and maintained boats, and we are ' +
          'responsible for our own negligence. We are not responsible for injury or loss caused by a ' +
          "guest's own actions, by ignoring the crew's instructions, or by events outside our " +
          'control, and we are not responsible for personal belongings brought aboard.',
        'Where the law allows, our total liability for any booking is limited to the amount you ' +
          'paid for it. Nothing in these terms limits rights you have under Texas law that cannot be ' +
          'limited.',
        `Private charters run ${CRUISE_DURATION_HOURS} hours and ATX Disco Cruise sailings run on ` +
          'their published schedule. Time lost because your group arrived late is not added on or ' +
          'refunded.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the State of Texas. Any dispute will be handled in ' +
          'the state or federal courts in Travis County, Texas, unless we agree otherwise.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`${company}, ${postalAddress}. E-mail ${email} or call ${phone}.`],
    },
  ],
};

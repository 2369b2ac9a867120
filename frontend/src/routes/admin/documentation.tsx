import { sitePriceTable } from '../../site/site-pricing.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONVERSION_PERIOD_DAYS, SIGN_IN_ALERT_DAYS, UPCOMING_CRUISE_DAYS } from '#domain/people/back-office.ts';
import { PAYMENT_HOLD_MINUTES } from '#domain/booking/booking.ts';
import { REPLY_WITHIN_HOURS } from '#domain/assistant/hand-over.ts';
import { businessFactDefaults, businessFacts } from '#domain/site/business.ts';
import { DAY_TYPE_LABELS, DAY_TYPES, WEEKDAY_NAMES } from '#domain/shared/dates.ts';
import {
  BALANCE_DUE_DAYS_BEFORE_EVENT,
  FREE_CANCELLATION_DAYS_BEFORE_EVENT,
  STANDARD_DEPOSIT_PERCENT,
  URGENT_BOOKING_THRESHOLD_DAYS,
  URGENT_DEPOSIT_PERCENT,
  URGENT_PAYMENT_WINDOW_HOURS,
} from '#domain/pricing/deposit.ts';
import {
  DISCO_MAX_GUESTS,
  DISCO_MIN_AGE,
  DISCO_REFUND_WINDOW_HOURS,
  DISCO_MIN_GUESTS,
  DISCO_PACKAGE_KEYS,
  DISCO_PACKAGES,
  DISCO_WEEKDAYS,
} from '#domain/pricing/disco.ts';
import { CAPACITY_TIER_BANDS, CAPACITY_TIERS, boatForTier, type CapacityTier } from '#domain/pricing/fleet.ts';
import { AVAILABILITY_MAX_DAYS, ONLINE_BOOKING_MIN_DAYS_AHEAD } from '#domain/booking/inventory.ts';
import { LEFT_CHAT_AFTER_MINUTES } from '#domain/people/leads.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { PRICING_RULE_MAX_PERCENT, PRICING_RULE_MIN_PERCENT } from '#domain/pricing/pricing-rules.ts';
import { QUOTE_PRICE_HOLD_DAYS, quoteReference } from '#domain/booking/quote-identity.ts';
import { CRUISE_DURATION_HOURS, GRATUITY_PERCENT, TAX_RATE_BASIS_POINTS, privateCharterParts, totalsFor } from '#domain/pricing/rates.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';

// The staff handbook for the back office as it is. Every business figure below is read from
// domain/ (the same modules the price engine runs), so the handbook cannot drift from the prices.

export const HANDBOOK_SECTIONS = [
  { id: 'signing-in', title: 'Signing in and out' },
  { id: 'dashboard', title: 'The dashboard' },
  { id: 'finding-quotes', title: 'Finding a quote' },
  { id: 'amending-quotes', title: 'Making and amending quotes' },
  { id: 'bookings', title: 'Bookings, payments and inventory' },
  { id: 'customers', title: 'Customers and notes' },
  { id: 'partial-leads', title: 'Partial leads' },
  // Staff's agent chat (issue 30, decision 072).
  { id: 'agent-chat', title: 'Conversations with the chat agent' },
  { id: 'emails', title: 'Where guest e-mails go' },
  // E-mail templates and projects (issue 18, decision 029).
  { id: 'email-templates', title: 'Rewording guest e-mails (Templates)' },
  { id: 'projects', title: 'Events over several cruises (Projects)' },
  { id: 'seo', title: 'Search and social previews (SEO)' },
  { id: 'settings', title: 'Business details (Settings)' },
  { id: 'prices', title: 'How prices are worked out' },
] as const;

type SectionId = (typeof HANDBOOK_SECTIONS)[number]['id'];

const percent = (value: number) => `${value}%`;
const taxPercent = `${TAX_RATE_BASIS_POINTS / 100}%`;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const bandLabel = (tier: CapacityTier) => {
  const band = CAPACITY_TIER_BANDS[tier];
  return `${boatForTier(tier).name}, ${band.minGuests}–${band.maxGuests} guests`;
};
const discoDays = DISCO_WEEKDAYS.map((day) => WEEKDAY_NAMES[day]).join(' and ');
const smallestTier = CAPACITY_TIERS[0];
const example = privateCharterParts(sitePriceTable, smallestTier, 'MON_THU', 'standard');
const exampleTotals = totalsFor(example.subtotal);
const exampleReference = quoteReference('3f9a2c1b-0000-4000-8000-000000000000');
// Staff copies go to the deployment's staff address, which defaults to the launch e-mail address,
// not to the contact address on /settings (decision 013).
const staffInbox = businessFactDefaults.email;

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = HANDBOOK_SECTIONS.find((section) => section.id === id)?.title;
  return (
    <section className="admin-shell-doc__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A table that may be wider than a phone: it scrolls sideways, and takes focus so keys can scroll it. */
function WideTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-shell-doc__table" role="region" aria-label={label} tabIndex={0}>
      <table>{children}</table>
    </div>
  );
}

/** /documentation: the staff handbook for the back office. */
export default function DocumentationPage() {
  return (
    <article className="admin-shell-doc">
      <header className="admin-shell-doc__header">
        <p className="eyebrow">Back office</p>
        <h1>Staff handbook</h1>
        <p className="admin-shell-doc__lead">
          How the {businessFacts.name} back office works: where to find quotes, customers and leads, what the site sends guests, and how every price is worked
          out.
        </p>
      </header>

      <nav className="admin-shell-doc__toc" aria-label="On this page">
        <h2 className="admin-shell-doc__toc-title">On this page</h2>
        <ol>
          {HANDBOOK_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="signing-in">
        <p>
          Sign in at <code>/admin/login</code> with your staff e-mail and password. Only accounts with the admin role open the back office; any other account
          sees “Access Denied”. After signing in you land on the dashboard, or on the page you were trying to open.
        </p>
        <ul>
          <li>
            Your session ends after a period of inactivity, and when you close the browser. If a page sends you to the sign-in screen, sign in again and you
            return to where you were.
          </li>
          <li>
            Select <strong>Sign out</strong> (top right) when you finish, especially on a shared computer: it ends the session on the server and clears
            everything the browser kept.
          </li>
          <li>
            Repeated wrong passwords from one place pause sign-in to the account from there for a while; the sign-in page says when to try again. Wrong
            passwords tried from elsewhere never lock you out of the places you usually sign in from, but from a new place you may have to wait your turn while
            someone is guessing.
          </li>
        </ul>
      </Section>

      <Section id="dashboard">
        <p>
          The <Link to="/dashboard">dashboard</Link> is the first screen after signing in. <strong>At a glance</strong> counts the new quotes and leads of the
          day and the week and adds up the revenue quoted this week and this month (weeks run Monday to Sunday, days are Austin time), counts today's cruises
          and those of the next {plural(UPCOMING_CRUISE_DAYS, 'day')}, the bookings waiting for a deposit, and quote-to-booking conversion: of the quotes issued
          in the last {plural(CONVERSION_PERIOD_DAYS, 'day')} (each counted once, as its latest version), the share with a booking pending its deposit or
          confirmed. Below are the cruises, the pending deposits (the hold that ends first at the top) and the latest quotes and leads. Start the day there:
          chase the deposits whose hold ends soonest, then work through new quotes and partial leads.
        </p>
        <p>
          When someone has tried many wrong passwords on one account from several places in the last {plural(SIGN_IN_ALERT_DAYS, 'day')},{' '}
          <strong>Accounts under attack</strong> appears first, with the account, how many wrong passwords and refused attempts, from how many addresses, and
          since when. The owner can still sign in where they usually do. If the account is a colleague's or a customer's you know, let them know and make sure
          the password is long and not used anywhere else.
        </p>
      </Section>

      <Section id="finding-quotes">
        <p>
          <Link to="/quotes">Quotes</Link> lists the saved quotes. Search by the guest's name, e-mail address, phone or the quote's reference (for example{' '}
          <code>{exampleReference}</code>, on the guest's quote page and in their e-mail), and narrow the list by status and issue dates. When a guest calls,
          ask for the reference first: it finds the exact quote. A search looks through the most recent quotes; add an issued-from date to reach further back.
        </p>
        <p>
          A quote holds its price for {plural(QUOTE_PRICE_HOLD_DAYS, 'day')} from the day it was issued. After that, or once the cruise date has passed, it
          shows as expired and the guest needs a fresh quote.
        </p>
      </Section>

      <Section id="amending-quotes">
        <p>
          Use <Link to="/quotes/new">New quote</Link> for a guest on the phone: choose the date, group size and package, add their contact details, and save.
          The site prices it with the same engine as the online quote builder and e-mails the guest their link.
        </p>
        <p>
          To change a quote, open it and choose <strong>Amend</strong>. Amending never rewrites the original: it saves a new version with a new link, priced on
          the day you save it, and e-mails the guest that link. The old link keeps showing the old quote, marked as superseded, so nobody is left with a price
          that silently changed; the quote's page lists every version. An expired quote is amended the same way to give the guest a fresh price.
        </p>
        {/* Saved quote presets (issue 18, decision 029). */}
        <p>
          For the quotes you make again and again, save the choices as a preset: fill in the occasion, guests, package, add-ons and any promo code, type a name
          under <strong>Save as preset</strong> and save. Next time choose it under <strong>Start from a preset</strong>: the choices fill in and the price is
          today's; the guest's details and the date are never part of a preset. If an add-on or the code has been switched off since, the rest still applies and
          the form says what was left out. Presets are listed, renamed and deleted on <Link to="/templates">Templates</Link>; up to 50 are kept, each name once.
        </p>
      </Section>

      <Section id="bookings">
        <p>
          A guest books from their quote page: they choose a time on the quote's date and the site takes the boat (a private charter) or the tickets (the disco)
          there and then, so the same boat can never be sold twice. <Link to="/admin/bookings">Bookings</Link> lists the bookings by cruise date; choose the
          dates and the status to see, and open a booking for everything about it: the guest, the price booked, the deposit schedule, the payments, any moves
          and the cancellation terms.
        </p>
        <h3>Pending deposit and the hold</h3>
        <ul>
          <li>
            A new booking is <strong>pending deposit</strong> while the guest pays the deposit by card (Stripe Checkout). It holds its boat or tickets for{' '}
            {plural(PAYMENT_HOLD_MINUTES, 'minute')}; the card payment confirms it at once and the guest gets a receipt by e-mail. The booking and the dashboard
            show when the hold ends. A declined card keeps the hold, and the guest sees why.
          </li>
          <li>
            Unpaid when the hold ends, the booking is <strong>released</strong>: the slot goes back on sale and the guest is told by e-mail.
          </li>
        </ul>
        <h3>Booking a caller or a walk-up</h3>
        <p>
          On a quote's page, <strong>Book for the caller</strong> lists the free times of the quote's date (today's too: same-day cruises are booked here), the
          lead guest from the quote, and how the money is taken: <strong>E-mail the pay link now</strong> (the time is held for the guest to pay, and the
          booking's page counts the hold down), <strong>Take the card now</strong> (Stripe's own card page opens; type the card the caller reads out, and you
          come back to the confirmed booking), or <strong>Cash</strong> or a <strong>Check</strong> (at least the deposit, at most the price, and the check's
          number). It is the same booking a guest makes online, with the same e-mails, and it records who booked it. For a walk-up, choose <strong>Book</strong>{' '}
          on a free slot of the inventory calendar, or <strong>Sell tickets</strong> on a disco sailing with tickets left: make the quote for that day (a disco
          cruise for a sailing), then book the time from its page.
        </p>
        <h3>Recording payments</h3>
        <p>
          Open the booking and choose <strong>Record payment</strong>: deposit or balance, the amount in dollars and cents, how it was paid, the day it was
          received (today unless you change it) and, if useful, a note such as a check number. The payments that cover the deposit <strong>confirm</strong> the
          booking, and the guest is e-mailed. An amount above what is still owed is refused. Each payment is listed with who recorded it and when.
        </p>
        <h3>Cancelling</h3>
        <p>
          <strong>Cancel booking</strong> asks for the reason, then says whether a refund is due under the terms the guest accepted: a private charter cancels
          free of charge up to {plural(FREE_CANCELLATION_DAYS_BEFORE_EVENT, 'day')} before the cruise, and disco tickets are refundable within{' '}
          {plural(DISCO_REFUND_WINDOW_HOURS, 'hour')} of booking. The boat or tickets go back on sale at once and the guest is e-mailed. The booking records
          whether a refund is due; the refund itself is paid the way the money came in.
        </p>
        <h3>Moving</h3>
        <p>
          <strong>Move</strong> shows the times of the date you pick for the booking's group, with the free ones to choose from (
          {plural(ONLINE_BOOKING_MIN_DAYS_AHEAD, 'day')} ahead at the earliest). The price and the deposit and balance dates stay as booked; to re-price it, use
          Change booking. The booking keeps a record of every move. Let the guest know the new time.
        </p>
        <h3>Changing a booking</h3>
        <p>
          <strong>Change booking</strong> changes a confirmed booking's head count, add-ons, package, time or boat (a boat you choose must carry the group and
          be free then). <strong>Preview the change</strong> prices it from today's price list with the booking's promo code and shows the new itemised price,
          the difference and what will still be owed; nothing changes until you confirm. A new time takes the new slot as the old one is freed; a new head count
          takes the smallest free boat that carries the group. Money paid beyond a lower total goes back the way it came. The guest is e-mailed what changed and
          the new figures, their trip page shows them, and the booking lists every change with who made it. A booking still waiting for its deposit is changed
          once the deposit is in.
        </p>
        <h3>Inventory and blackouts</h3>
        <ul>
          <li>
            <Link to="/admin/inventory">Inventory</Link> shows every boat two weeks at a time. Each slot is free, held (pending deposit), booked (confirmed), a
            disco sailing (tickets sold of its capacity) or closed; held and booked slots link to their booking.
          </li>
          <li>
            <strong>Slots and sailings</strong> sets each weekday's private-charter slots and the weekly disco sailings. A change applies to bookings made from
            then on; bookings already made keep their times. If someone else saved first, your save is stopped and your changes stay in the form: load their
            version, or save yours over it. <strong>Reset to defaults</strong> puts the original slots in the form, ready to save.
          </li>
          <li>
            A <strong>blackout</strong> stops new bookings of one boat, or of the whole fleet, from a first day to a last (maintenance, a holiday, the lake
            closed); leave the last day empty for one day. It starts today or later. A day closed already keeps its blackout. Bookings already made on those
            days stay, and are not cancelled or told: the answer under the form lists each one, linked, to move or cancel. The list shows the blackouts of the
            next {plural(AVAILABILITY_MAX_DAYS, 'day')}; the calendar shows any day.
          </li>
        </ul>
      </Section>

      <Section id="customers">
        <p>
          <Link to="/customers">Customers</Link> has one record per e-mail address, built from everything that guest did. A customer's page shows their contact
          details, quotes, leads, the e-mails the site sent them, staff notes and a timeline of it all. The newest activity decides the name and phone shown.
        </p>
        <p>
          Add a <strong>note</strong> on a customer's page after a call or a special request, so whoever speaks to them next knows. Notes are for staff only;
          guests never see them.
        </p>
        <p>
          <strong>Edit contact</strong> corrects the name, phone or e-mail. A new e-mail moves the customer there with their history; an address another
          customer has is refused. Two records of the same person (two addresses) are joined with <strong>Merge another record</strong>: both histories then
          show on one page, and the other address leads to it. Quotes and bookings already made keep the address they were made with, so the guest's links and
          portal sign-in still use it. <strong>Download CSV</strong> on the list saves the customers as searched, for a spreadsheet.
        </p>
      </Section>

      <Section id="partial-leads">
        <p>
          <Link to="/partial-leads">Partial leads</Link> are guests who gave their e-mail address in the <a href="/chat">quote chat</a> but left before saving a
          quote. They were interested enough to share their details, so follow them up: call them if they left a phone number, otherwise e-mail. The chat did
          not promise them a message, so introduce yourself and offer to finish the quote with them.
        </p>
      </Section>

      <Section id="agent-chat">
        <p>
          <Link to="/admin/agent-chat">Agent chat</Link> lists every conversation guests had with the chat agent on <a href="/chat">/chat</a> and in the quote
          widget on partners' pages, newest first; <strong>Asked on</strong> says which, with the partner's ref. Open one to see each question, the tools the
          agent ran (with what it asked them) and its answer. When a guest asks for a person they leave their name and e-mail and are told when a person will
          reply (within {plural(REPLY_WITHIN_HOURS, 'hour')} while the office is open); answer them there: <strong>Take over from the agent</strong> stops the
          agent, and your reply shows in the guest's chat and is e-mailed to them. If an answer is wrong, <strong>Mark this answer wrong</strong> puts it on the
          review list at the foot of the page, which the developers add to the agent's evaluation set.
        </p>
      </Section>

      <Section id="emails">
        <ul>
          <li>
            When a guest saves a quote (online or through New quote), the site e-mails them their quote link, and a copy goes to the staff inbox (by default{' '}
            <a href={staffInbox.href}>{staffInbox.address}</a>).
          </li>
          <li>
            A contact-form message gets the guest an acknowledgement and the staff inbox a copy. A partial lead sends the staff inbox a message only, and only
            once the guest has gone {LEFT_CHAT_AFTER_MINUTES} minutes without saving a quote (most finish a minute later, and their quote's e-mail arrives
            instead).
          </li>
          <li>Replying to a staff copy answers the guest directly: the reply address is theirs.</li>
          <li>Guest e-mails come from the business address, so their replies reach the same inbox.</li>
        </ul>
      </Section>

      <Section id="email-templates">
        <p>
          <Link to="/templates">E-mail templates</Link> lists the e-mails you may reword: the quote, the booking reserved and confirmed, the payment receipt,
          the balance reminder, the thank-you the day after the cruise, the portal sign-in code, and the invitation a new teammate gets. Open one to change its
          subject and message. Write plain text: a blank line starts a paragraph, and web addresses become links. Put the guest's details in with placeholders
          such as {'{{guest.firstName}}'} or {'{{booking.balanceDue}}'}. Each e-mail lists the ones it offers, and a name it does not offer is refused when you
          save.
        </p>
        <ul>
          <li>
            <strong>Preview</strong> fills your text with a real quote's or booking's details: type its reference (Q-... or B-...). The team invitation is
            previewed with an example invitation from you. Nothing is sent or saved.
          </li>
          <li>The next e-mail of that kind uses what you saved. The figures table, the calendar file, the portal link and the footer are always added.</li>
          <li>
            Some placeholders must stay (the quote's or booking's link; the thank-you's review link; the sign-in code and link; the invitation's link), and the
            sign-in code and the invitation's link can never go in the subject: subjects show on the customer page and in lists, where a live code or link would
            let anyone in.
          </li>
          <li>
            <strong>Reset to default</strong> goes back to the built-in e-mail, which also words the unusual cases (a cruise less than 30 days away, a saved
            card) for you.
          </li>
        </ul>
      </Section>

      <Section id="projects">
        <p>
          A <Link to="/projects">project</Link> is one client's event that takes more than one cruise or quote, such as a wedding weekend with a welcome party
          and an after party. Make one when a client plans a second cruise around the first, so everyone sees the whole event in one place.
        </p>
        <ul>
          <li>The list shows projects to come first, soonest first, with their open tasks; overdue tasks are marked, so start the day there.</li>
          <li>
            Link the client's quotes and bookings by their references. Each is checked: it must exist and be the client's. To link a quote a friend or relative
            holds (the groom's brother books the after party), tick <strong>Another client's</strong> for it.
          </li>
          <li>
            The combined total shows what is quoted but not booked, what is booked, what has been paid and what remains. A quote that became a booking counts
            once: link the booking to count its money.
          </li>
          <li>
            Tasks have a due date. Tick one when it is done: the project records who ticked it and when. Adding or ticking a task saves at once; the details and
            links are saved with <strong>Save</strong>.
          </li>
          <li>If someone else saved the project after you opened it, your save is refused with their name: reload and make your change again.</li>
        </ul>
      </Section>

      <Section id="seo">
        <p>
          <Link to="/admin/seo">SEO</Link> lists every page of the site. Open one to change the title and description search engines show, the keywords, and the
          image and text of the card shown when someone shares the page. The previews show the result as you type. Fields left blank keep the page's own
          wording, and <strong>Reset to defaults</strong> drops every change to a page. Changes reach visitors within a few minutes; search engines pick them up
          on their next visit.
        </p>
      </Section>

      <Section id="settings">
        <p>
          <Link to="/settings">Settings</Link> holds the business details the whole site and every e-mail show: the phone number, the e-mail address guests
          write to, the opening hours, the social profiles, the year the business was founded, the number of guests served, the rating with its number of
          reviews, and the Google review link the thank-you e-mail after a cruise gives. Change them there, never by asking for a page to be edited: one save
          changes every page, the search-engine data and the e-mails together.
        </p>
        <ul>
          <li>
            <strong>Save</strong> checks every field first and lists anything to fix at the top of the form, with a link to each field. Nothing is saved until
            all of it is right.
          </li>
          <li>
            After a save the site is rebuilt and republished with the new details, which takes a few minutes; until then visitors see the old ones. E-mails use
            the new details within a minute.
          </li>
          <li>
            The phone number for dialling (+1 and ten digits) is what a phone calls from a link; it follows the number you type above it. Opening hours are
            Austin time; tick <strong>Closed</strong> for a day off.
          </li>
          <li>
            If someone else saves while you are editing, your save is stopped and the page says who saved and when: load their version, or save yours over it.
          </li>
          <li>
            <strong>Reset to defaults</strong> puts every detail back to the one the site was launched with. The page shows who saved last and when.
          </li>
          <li>
            The business name, the marina's address, the policies and the prices are not settings: they change with the site itself. Staff copies of new quotes
            and leads go to the staff inbox the site was set up with (<a href={staffInbox.href}>{staffInbox.address}</a> unless a different one was chosen),
            whatever the e-mail address on this page says.
          </li>
        </ul>
      </Section>

      <Section id="prices">
        <p>
          Nobody types a price into a quote: the site computes every quote on the server from the price table in effect on the day the quote is issued. If a
          guest asks how a figure was reached, the quote page itemises it.
        </p>
        <p>
          To change prices, open <Link to="/admin/pricing">Prices</Link> and add a new version starting today or on a later date: quotes issued from that day
          use it, quotes already sent keep their price. A version that has not started yet can still be edited; one that has started cannot (add another version
          instead). The figures below are the ones this site was built with.
        </p>

        <h3>Private charters</h3>
        <p>
          Every private cruise is {plural(CRUISE_DURATION_HOURS, 'hour')}. The hourly rate depends on the boat (from the group size) and the day of the week.
          The larger band on a boat needs an extra deckhand, charged per hour as the crew fee.
        </p>
        <WideTable label="Hourly rates and crew fees">
          <caption>Hourly rate by boat and day, and the crew fee per hour</caption>
          <thead>
            <tr>
              <th scope="col">Boat and group</th>
              {DAY_TYPES.map((dayType) => (
                <th key={dayType} scope="col">
                  {DAY_TYPE_LABELS[dayType]}
                </th>
              ))}
              <th scope="col">Crew fee</th>
            </tr>
          </thead>
          <tbody>
            {CAPACITY_TIERS.map((tier) => (
              <tr key={tier}>
                <th scope="row">{bandLabel(tier)}</th>
                {DAY_TYPES.map((dayType) => (
                  <td key={dayType}>{formatMoney(sitePriceTable.hourlyRates[tier][dayType])}</td>
                ))}
                <td>{sitePriceTable.crewFeePerHour[tier] > 0 ? formatMoney(sitePriceTable.crewFeePerHour[tier]) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </WideTable>
        <p>
          The {PRIVATE_PACKAGE_NAMES.standard} is the charter alone. The {PRIVATE_PACKAGE_NAMES.essentials} and the {PRIVATE_PACKAGE_NAMES.ultimate} add a flat
          amount per cruise:
        </p>
        <WideTable label="Package add-ons">
          <caption>Package add-ons per cruise</caption>
          <thead>
            <tr>
              <th scope="col">Boat and group</th>
              <th scope="col">{PRIVATE_PACKAGE_NAMES.essentials}</th>
              <th scope="col">{PRIVATE_PACKAGE_NAMES.ultimate}</th>
            </tr>
          </thead>
          <tbody>
            {CAPACITY_TIERS.map((tier) => (
              <tr key={tier}>
                <th scope="row">{bandLabel(tier)}</th>
                <td>{formatMoney(sitePriceTable.packageAddOns[tier].essentials)}</td>
                <td>{formatMoney(sitePriceTable.packageAddOns[tier].ultimate)}</td>
              </tr>
            ))}
          </tbody>
        </WideTable>
        <p>
          A giant lily pad float adds {formatMoney(sitePriceTable.lilyPad)} (the {PRIVATE_PACKAGE_NAMES.ultimate} already includes one, so it is never charged
          twice).
        </p>

        <h3>The ATX Disco Cruise</h3>
        <p>
          Tickets are per person: {DISCO_PACKAGE_KEYS.map((key) => `${DISCO_PACKAGES[key].name} ${formatMoney(sitePriceTable.discoPerPerson[key])}`).join(', ')}
          . The bride rides free with{' '}
          {DISCO_PACKAGE_KEYS.filter((key) => DISCO_PACKAGES[key].brideFree)
            .map((key) => DISCO_PACKAGES[key].name)
            .join(' and ')}
          . A booking is {DISCO_MIN_GUESTS}–{DISCO_MAX_GUESTS} guests, all {DISCO_MIN_AGE}+, and the disco sails on {discoDays} only.
        </p>

        <h3>Tax, gratuity and the total</h3>
        <p>
          Sales tax is {taxPercent} of the subtotal, rounded down to the cent. The recommended gratuity is {percent(GRATUITY_PERCENT)} of the subtotal. The
          total is subtotal + tax + gratuity. For example, {CAPACITY_TIER_BANDS[smallestTier].maxGuests} guests on a {DAY_TYPE_LABELS.MON_THU} cruise,{' '}
          {PRIVATE_PACKAGE_NAMES.standard}: {formatMoney(example.subtotal)} + {formatMoney(exampleTotals.tax)} tax + {formatMoney(exampleTotals.gratuity)}{' '}
          gratuity = {formatMoney(exampleTotals.total)}.
        </p>
        <p>
          Seasonal pricing rules (peak season, holidays, off-peak) can move the subtotal between {percent(PRICING_RULE_MIN_PERCENT)} and +
          {percent(PRICING_RULE_MAX_PERCENT)}. None applies unless one has been set up on <Link to="/admin/pricing-rules">Pricing rules</Link>, and a quote that
          used one lists it as its own line. One rule at most prices a day, so a rule that shares days with another is refused; the calendar preview there shows
          each day&apos;s total for a group before a guest sees it.
        </p>

        <h3>Deposit and balance</h3>
        <ul>
          <li>
            A cruise more than {plural(URGENT_BOOKING_THRESHOLD_DAYS, 'day')} away is secured with a {percent(STANDARD_DEPOSIT_PERCENT)} deposit; the balance is
            due {plural(BALANCE_DUE_DAYS_BEFORE_EVENT, 'day')} before the cruise.
          </li>
          <li>
            A cruise {plural(URGENT_BOOKING_THRESHOLD_DAYS, 'day')} away or fewer is urgent: the deposit is {percent(URGENT_DEPOSIT_PERCENT)}, to be paid within{' '}
            {plural(URGENT_PAYMENT_WINDOW_HOURS, 'hour')}.
          </li>
          <li>The deposit on a quote is worked out again each time it is opened, because it depends on how near the cruise is.</li>
        </ul>
      </Section>
    </article>
  );
}

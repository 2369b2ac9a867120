import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import {
  describeProposal,
  type BlogDraftProposal,
  type HoldSlotProposal,
  type LeadReplyDraft,
  type PayLinkProposal,
  type PromoCodeProposal,
  type StaffProposal,
} from '#domain/assistant/staff-proposals.ts';
import { clockLabel } from '#domain/booking/inventory.ts';
import { roleMayUse, STAFF_ROLE_LABELS, type StaffRole } from '#domain/people/staff-roles.ts';
import { formatInstant, formatWrittenDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { bookingStaffRoutes } from '#contracts/routes/booking-staff.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import { paymentsStaffRoutes } from '#contracts/routes/payments-staff.ts';
import { peopleStaffRoutes } from '#contracts/routes/people-staff.ts';
import { pricingStaffRoutes } from '#contracts/routes/pricing-staff.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { useBookCaller, useResendPayLink } from '../booking/booking-api.ts';
import { bookingPath } from '../booking/booking-format.ts';
import { useSavePromoCode } from '../pricing/extras-api.ts';
import { apiProblem } from '../shared/api-problem.ts';

// A proposed action of staff's assistant (issue 30, decision 080): exactly what will happen, and
// one button that does it through the screen's own mutation (the booking page's "Resend pay link",
// the discounts screen's new code, the caller-booking form's booking: decision 089), so the
// request, the route's role check and the record of who did it are the screen's. Nothing has
// happened until the button is pressed. A role the route would refuse sees why instead of the
// button (the server does not offer it the proposal either).
// A blog draft is saved by the editor's own "new post" request, which stores a draft (the blog is a
// feature of its own, so the page passes that button in: BlogDraftSave); a lead's reply is text to
// edit and copy, and nothing here sends it.

export type ConfirmResult = { ok: true; text: string; link: { to: string; label: string } } | { ok: false; text: string };

/** The route each kind of proposal is confirmed through (a lead's reply: the leads screen's, as nothing is sent): its roles decide who sees the button. */
const ROUTE_OF = {
  resend_pay_link: paymentsStaffRoutes.resendAdminPayLink,
  create_promo_code: pricingStaffRoutes.createAdminPromoCode,
  hold_slot: bookingStaffRoutes.bookAdminQuote,
  blog_post_draft: contentStaffRoutes.postAdminBlog,
  lead_reply_draft: peopleStaffRoutes.listAdminLeads,
} as const;

/** The blog editor's "save as a draft" for a proposed post, given by the page that composes the two features. */
export type BlogDraftSave = ComponentType<{ proposal: BlogDraftProposal; label: string }>;

export function ProposalCard({ proposal, role, BlogDraftSave }: { proposal: StaffProposal; role: StaffRole | null; BlogDraftSave: BlogDraftSave }) {
  const description = describeProposal(proposal);
  const headingId = useId();
  const roles: readonly StaffRole[] = ROUTE_OF[proposal.kind].roles;
  const allowed = roleMayUse(role, roles);
  return (
    <section className="ai-proposal" aria-labelledby={headingId}>
      <h3 id={headingId}>{description.title}</h3>
      <p className="ai-proposal__note">
        {proposal.kind === 'lead_reply_draft'
          ? 'Drafted by the assistant: nothing is sent. Edit it, then copy it into your e-mail.'
          : 'Proposed by the assistant: nothing has happened yet. It runs only when you press the button, as you.'}
      </p>
      <dl className="ai-proposal__lines">
        {description.lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {!allowed ? (
        <p className="ai-proposal__refused">
          Your role may not do this: it is for {roles.map((each) => STAFF_ROLE_LABELS[each]).join(' or ')} staff. Ask the owner.
        </p>
      ) : proposal.kind === 'resend_pay_link' ? (
        <PayLinkConfirm proposal={proposal} label={description.confirm} to={description.confirmTo} />
      ) : proposal.kind === 'create_promo_code' ? (
        <PromoCodeConfirm proposal={proposal} label={description.confirm} />
      ) : proposal.kind === 'hold_slot' ? (
        <HoldConfirm proposal={proposal} label={description.confirm} to={description.confirmTo} />
      ) : proposal.kind === 'blog_post_draft' ? (
        <>
          <details className="ai-proposal__body">
            <summary>The post’s text</summary>
            <pre>{proposal.post.markdown}</pre>
          </details>
          <BlogDraftSave proposal={proposal} label={description.confirm} />
        </>
      ) : (
        <LeadReply draft={proposal} label={description.confirm} />
      )}
    </section>
  );
}

function PayLinkConfirm({ proposal, label, to }: { proposal: PayLinkProposal; label: string; to: string | undefined }) {
  const resend = useResendPayLink(proposal.bookingId);
  return (
    <Confirm
      label={label}
      to={to}
      pending={resend.isPending}
      run={async () => {
        const { sentTo, amount } = await resend.mutateAsync();
        return {
          ok: true,
          text: `Sent: ${sentTo} was e-mailed the link to pay ${formatMoney(amount)}.`,
          link: { to: `/admin/bookings/${proposal.bookingId}`, label: `Open ${proposal.reference}` },
        };
      }}
    />
  );
}

function PromoCodeConfirm({ proposal, label }: { proposal: PromoCodeProposal; label: string }) {
  const save = useSavePromoCode();
  const { code, ...terms } = proposal.request;
  return (
    <Confirm
      label={label}
      pending={save.isPending}
      run={async () => {
        const saved = await save.mutateAsync({ code, isNew: true, terms });
        return { ok: true, text: `Created: ${saved.code.code} is live for guests to enter.`, link: { to: '/discounts', label: 'Open the discounts' } };
      }}
    />
  );
}

/**
 * The caller-booking form's own request: the card's body with an Idempotency-Key (decision 068).
 * The key is the card's, made once: a second press after a lost answer is the same request, so the
 * route answers the booking the first one made instead of taking a second boat.
 */
function HoldConfirm({ proposal, label, to }: { proposal: HoldSlotProposal; label: string; to: string | undefined }) {
  const book = useBookCaller(proposal.quoteId);
  const [key] = useState(() => crypto.randomUUID());
  return (
    <Confirm
      label={label}
      to={to}
      pending={book.isPending}
      run={async () => {
        const { booking, payment } = await book.mutateAsync({ request: proposal.request, key });
        const when = `${formatWrittenDate(booking.slot.date)} at ${clockLabel(booking.slot.start)}`;
        const paying =
          payment.method === 'pay_link'
            ? ` The pay link for the deposit of ${formatMoney(payment.amount)} was e-mailed to ${payment.sentTo}${
                payment.holdExpiresAt ? `; the time is held until ${formatInstant(payment.holdExpiresAt)}.` : '.'
              }`
            : payment.method === 'none'
              ? ' Nothing to pay: it is confirmed.'
              : '';
        return {
          ok: true,
          text: `Booked: ${booking.reference} for ${booking.leadGuest.name} on ${when}.${paying}`,
          link: { to: bookingPath(booking.id), label: `Open ${booking.reference}` },
        };
      }}
    />
  );
}

/** The reply as an editable text, and a button that copies what the staff member made of it. */
function LeadReply({ draft, label }: { draft: LeadReplyDraft; label: string }) {
  const [text, setText] = useState(draft.text);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Reply copied', description: `Paste it into your e-mail to ${draft.to}.`, variant: 'success' });
    } catch {
      box.current?.select();
      toast({ title: 'Could not copy the reply', description: 'It is selected in the box: copy it from there.', variant: 'error' });
    }
  };
  return (
    <div className="ai-proposal__draft">
      <label htmlFor={id}>The reply (edit it before you copy it)</label>
      <textarea id={id} ref={box} rows={12} value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" className="button" onClick={() => void copy()}>
        {label}
      </button>
    </div>
  );
}

/**
 * The one button, then what the route answered in its place, focused so a keyboard user lands on
 * it. Whom it reaches (`to`) ends the button's name; on a phone only its name has it (the card's
 * line shows the address), so the button's words stay on one line.
 */
export function Confirm({ label, to, pending, run }: { label: string; to?: string | undefined; pending: boolean; run: () => Promise<ConfirmResult> }) {
  const [result, setResult] = useState<ConfirmResult | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const confirm = async () => {
    if (pending || result?.ok) return;
    let next: ConfirmResult;
    try {
      next = await run();
    } catch (failure) {
      next = { ok: false, text: `Not done: ${apiProblem(failure).message}` };
    }
    setResult(next);
  };
  // The button goes once it is done: focus moves to what the route answered, in its place.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  return (
    <div className="ai-proposal__confirm">
      {!result?.ok && (
        <button type="button" className="button" disabled={pending} onClick={() => void confirm()}>
          {pending ? (
            'Working…'
          ) : (
            <>
              {label}
              {to && <span className="ai-proposal__to"> to {to}</span>}
            </>
          )}
        </button>
      )}
      <div role="status">
        {result && (
          <p ref={resultRef} tabIndex={-1} className={result.ok ? 'ai-proposal__done' : 'ai-proposal__failed'}>
            {result.text} {result.ok && <Link to={result.link.to}>{result.link.label}</Link>}
          </p>
        )}
      </div>
    </div>
  );
}

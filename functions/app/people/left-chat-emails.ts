import { LEFT_CHAT_AFTER_MINUTES } from '#domain/people/leads.ts';
import { LeadCaptured } from '#events/leads.ts';
import type { Config } from '../../platform/config.ts';
import { leadsRepository } from '../../adapters/dynamodb/leads-repository.ts';
import { outboxRepository } from '../../adapters/dynamodb/outbox-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { staffLeadEmail } from './lead-emails.ts';
import { MessageBeingSentError, sendEventEmails } from '../shared/email/send-event-emails.ts';
import { currentBusinessFacts } from '../site/business-facts.ts';

// A chat guest's details are kept as a partial lead the moment they give an e-mail, so nobody is
// lost if they close the tab. Most carry on and save a quote a minute later; telling staff "new
// lead" while the guest is still typing had them calling people who were about to get a quote
// e-mail anyway. So the staff hear about a chat lead only once the guest has left: no quote from
// that address this long after the lead (decision 003's lead, issue 20).

/** Leads older than this are not looked at again (the job runs every few minutes). */
export const LEFT_CHAT_LOOKBACK_HOURS = 48;

export interface LeftChatRun {
  /** Chat leads old enough to decide on, not yet decided. */
  looked: number;
  /** Staff e-mailed: the guest left without a quote. */
  emailed: number;
  /** The guest went on to save a quote: no lead e-mail (the quote's e-mail told staff). */
  quoted: number;
  /** Another run (a second scheduler, a retry) was sending the lead's e-mail: that run finishes it. */
  beingSent: number;
}

/** E-mails staff about chat guests who left without a quote; safe to run twice or at once (one e-mail per lead's event). */
export async function emailStaffAboutLeftChats(config: Config, now: Date): Promise<LeftChatRun> {
  const decideBefore = new Date(now.getTime() - LEFT_CHAT_AFTER_MINUTES * 60_000).toISOString();
  const since = new Date(now.getTime() - LEFT_CHAT_LOOKBACK_HOURS * 3_600_000).toISOString();
  const outbox = outboxRepository(config);
  const quotes = quotesRepository(config);
  const leads = (await leadsRepository(config).listCreatedSince(since)).filter((lead) => lead.source === 'chat-partial' && lead.createdAt <= decideBefore);
  const run: LeftChatRun = { looked: 0, emailed: 0, quoted: 0, beingSent: 0 };
  let facts: Awaited<ReturnType<typeof currentBusinessFacts>> | null = null;
  for (const lead of leads) {
    if (await outbox.get(lead.eventId, 'staff')) continue;
    run.looked += 1;
    if (await quotes.firstByEmailSince(lead.email, lead.createdAt)) {
      run.quoted += 1;
      continue;
    }
    facts ??= await currentBusinessFacts(config, now);
    const { eventId, id, createdAt: _createdAt, ...details } = lead;
    const content = staffLeadEmail({ leadId: id, ...details }, facts);
    // Keyed by the lead's event, as the consumer keys its e-mails: one e-mail per lead, ever.
    try {
      await sendEventEmails(
        config,
        { id: eventId, detailType: LeadCaptured.detailType },
        [{ role: 'staff', to: config.STAFF_EMAIL, replyTo: lead.email, content }],
        now,
      );
    } catch (error) {
      // Two runs at once both pick up the same new leads; the one that claimed a lead's e-mail
      // sends it, and the other goes on with the rest rather than failing the whole run.
      if (!(error instanceof MessageBeingSentError)) throw error;
      run.beingSent += 1;
      continue;
    }
    run.emailed += 1;
  }
  return run;
}

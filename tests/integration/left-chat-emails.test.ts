import { describe, expect, it } from 'vitest';
import { loadConfig } from '#functions/platform/config.ts';
import { leadsRepository } from '#functions/adapters/dynamodb/leads-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { LEFT_CHAT_AFTER_MINUTES } from '#domain/people/leads.ts';
import { emailStaffAboutLeftChats } from '#functions/app/people/left-chat-emails.ts';
import { drainBus } from '#tests/support/bus.ts';
import { guestLead, guestQuote, uniqueEmail } from './admin-support.ts';

const config = loadConfig();
const minutesAfter = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000);

async function staffEmailFor(leadId: string) {
  const lead = await leadsRepository(config).get(leadId);
  if (!lead) throw new Error(`Lead ${leadId} is not stored`);
  return outboxRepository(config).get(lead.eventId, 'staff');
}

describe('the staff hear of a chat lead only once the guest has left without a quote', () => {
  it('says nothing while the guest may still be in the chat, then e-mails the staff once', async () => {
    const email = uniqueEmail('left');
    const lead = await guestLead(email);
    await drainBus();
    expect(await staffEmailFor(lead.id)).toBeNull();

    await emailStaffAboutLeftChats(config, minutesAfter(lead.createdAt, LEFT_CHAT_AFTER_MINUTES - 1));
    expect(await staffEmailFor(lead.id)).toBeNull();

    // Two schedulers at once: both pick up the lead; one sends, the other leaves it to that one.
    const later = minutesAfter(lead.createdAt, LEFT_CHAT_AFTER_MINUTES + 1);
    await Promise.all([emailStaffAboutLeftChats(config, later), emailStaffAboutLeftChats(config, later)]);
    const sent = await staffEmailFor(lead.id);
    expect(sent).toMatchObject({ to: config.STAFF_EMAIL, replyTo: email, subject: 'New lead: Jordan Rivera', status: 'local' });
    expect(sent!.text).toContain('left without saving a quote');

    // Run again: still one e-mail.
    await emailStaffAboutLeftChats(config, later);
    expect((await outboxRepository(config).listByRecipient(config.STAFF_EMAIL, 500)).filter((message) => message.replyTo === email)).toHaveLength(1);
  });

  it('never e-mails the lead of a guest who went on to save a quote (its own e-mail told the staff)', async () => {
    const email = uniqueEmail('stayed');
    const lead = await guestLead(email);
    await guestQuote(email);
    const run = await emailStaffAboutLeftChats(config, minutesAfter(lead.createdAt, LEFT_CHAT_AFTER_MINUTES + 1));
    expect(run.quoted).toBeGreaterThanOrEqual(1);
    expect(await staffEmailFor(lead.id)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { CHAT_GROUP_SIZE_PRESETS, chatHref } from '../../site/chat-link.ts';
import { applyAnswer, currentStep, freshConversation, type ConversationState } from './conversation.ts';
import { initialStateFromEntry, restartConversation, startConversation } from './entry.ts';
import { greeting } from './messages.ts';

const TODAY = '2026-06-01';
const ID = '6f1c1b8e-3a55-4f4e-9d8c-1b2a3c4d5e6f';
const LEAD = '5b0f3c52-8a1e-4d8e-9a53-2f7c1e9b6d40';

function fromHref(href: string, handoff: Parameters<typeof initialStateFromEntry>[1] = null) {
  return initialStateFromEntry(new URL(href, 'https://x.example').searchParams, handoff, TODAY, ID);
}

describe('initialStateFromEntry: the links across the site', () => {
  it('type=disco-cruise&package=<disco key> chooses the disco and the package', () => {
    expect(fromHref(chatHref({ type: 'disco-cruise', package: 'disco_queen' })).answers).toEqual({ cruiseKind: 'disco', packageKey: 'disco_queen' });
  });

  it('type=private-cruise&package=<private key> chooses a private charter and the package', () => {
    expect(fromHref(chatHref({ type: 'private-cruise', package: 'ultimate' })).answers).toEqual({ cruiseKind: 'private', packageKey: 'ultimate' });
  });

  it('type=bachelorette|corporate sets the occasion; general sets nothing', () => {
    expect(fromHref(chatHref({ type: 'bachelorette' })).answers).toEqual({ eventType: 'bachelorette' });
    expect(fromHref(chatHref({ type: 'corporate' })).answers).toEqual({ eventType: 'corporate' });
    expect(fromHref(chatHref({ type: 'general' })).answers).toEqual({});
  });

  it('eventType + groupSize presets', () => {
    expect(fromHref(`/chat?eventType=private&groupSize=${CHAT_GROUP_SIZE_PRESETS.private}`).answers).toEqual({ cruiseKind: 'private', groupSize: 25 });
    expect(fromHref(`/chat?eventType=disco&groupSize=${CHAT_GROUP_SIZE_PRESETS.disco}`).answers).toEqual({ cruiseKind: 'disco', groupSize: 20 });
    expect(fromHref('/chat?eventType=bachelor&groupSize=15').answers).toEqual({ eventType: 'bachelor', groupSize: 15 });
    expect(fromHref('/chat?eventType=corporate&groupSize=30').answers).toEqual({ eventType: 'corporate', groupSize: 30 });
  });

  it('ignores what it does not know', () => {
    expect(fromHref('/chat?type=yacht&package=gold&eventType=picnic&groupSize=lots').answers).toEqual({});
    expect(fromHref('/chat?type=disco-cruise&package=ultimate').answers).toEqual({ cruiseKind: 'disco' });
    expect(fromHref('/chat?eventType=corporate&groupSize=500').answers).toEqual({ eventType: 'corporate' });
    // A group the disco cannot take gets a private charter.
    expect(fromHref('/chat?eventType=disco&groupSize=40').answers).toMatchObject({ cruiseKind: 'private', cruiseKindAuto: true, groupSize: 40 });
  });

  it('keeps a valid affiliate code', () => {
    expect(fromHref('/chat?ref=PARTNER_1').affiliateCode).toBe('PARTNER_1');
    expect(fromHref('/chat?ref=<script>').affiliateCode).toBeUndefined();
  });

  it('reads what the contact form carried as if typed here', () => {
    const state = fromHref('/chat?type=general', {
      leadId: LEAD,
      name: 'Avery Stone',
      email: 'avery@example.com',
      phone: '(512) 555-0142',
      eventType: 'Bachelorette Party',
      groupSize: 'about 18',
      eventDate: '2026-08-15',
      message: 'A Saturday in August, please.',
    });
    expect(state.answers).toMatchObject({
      eventType: 'bachelorette',
      groupSize: 18,
      eventDate: '2026-08-15',
      name: 'Avery Stone',
      email: 'avery@example.com',
      phone: '(512) 555-0142',
      notes: 'A Saturday in August, please.',
    });
    expect(state.leadId).toBe(LEAD);
    expect(state.startedFrom).toEqual({ type: 'general', handoff: expect.stringMatching(/^[0-9a-z]+$/) });
  });

  it("greets a quote the chat agent started as the agent's, never as a message the crew will answer", () => {
    const state = fromHref('/chat', { from: 'agent', eventType: 'bachelorette', groupSize: '18', eventDate: '2027-07-04' });
    expect(state.startedFrom).toMatchObject({ handoffFrom: 'agent' });
    expect(state.answers).toMatchObject({ eventType: 'bachelorette', groupSize: 18, eventDate: '2027-07-04' });
    // The chat saves a lead once the guest gives a name and e-mail: still no message was sent.
    const named = { ...state, leadId: LEAD, answers: { ...state.answers, name: 'Dana Whitfield', email: 'dana@example.com' } };
    expect(greeting(named)).toBe('Thanks, Dana! I have filled in what you asked the chat agent. A few quick answers and your price is ready.');
    expect(greeting({ ...named, startedFrom: { handoff: 'x' } })).toContain('We have your message');
  });

  it('ignores hand-over values that do not hold', () => {
    const state = fromHref('/chat?type=general', { name: 'Avery', email: 'not-an-email', eventDate: '2020-01-01', groupSize: 'many', leadId: 'x' });
    expect(state.answers).toEqual({ name: 'Avery' });
    expect(state.leadId).toBeUndefined();
  });
});

describe('startConversation', () => {
  const stored: ConversationState = applyAnswer(
    applyAnswer(applyAnswer(freshConversation({ type: 'bachelorette' }, ID), 'eventType', 'bachelorette', TODAY), 'name', 'Avery Stone', TODAY),
    'email',
    'avery@example.com',
    TODAY,
  );

  it('resumes the stored conversation when there are no parameters', () => {
    const { state, handoffUsed } = startConversation({ search: '', stored, handoff: null, today: TODAY });
    expect(state).toEqual(stored);
    expect(handoffUsed).toBe(false);
  });

  it('resumes on a reload of the link it started from', () => {
    expect(startConversation({ search: '?type=bachelorette', stored, handoff: null, today: TODAY }).state).toEqual(stored);
  });

  it('starts afresh from a new link, keeping the contact details', () => {
    const { state } = startConversation({ search: '?type=disco-cruise&package=platinum', stored: { ...stored, leadId: LEAD }, handoff: null, today: TODAY });
    expect(state.id).not.toBe(ID);
    expect(state.answers).toEqual({ cruiseKind: 'disco', packageKey: 'platinum', name: 'Avery Stone', email: 'avery@example.com' });
    expect(state.leadId).toBe(LEAD);
  });

  it('shows a saved conversation again for its own link or none, and starts afresh for another link', () => {
    const saved = { ...stored, saved: { token: 't'.repeat(64), path: `/quote/${'t'.repeat(64)}`, reference: 'Q-1', totalPrice: 1 } };
    expect(startConversation({ search: '', stored: saved, handoff: null, today: TODAY }).state.saved).toBeDefined();
    expect(startConversation({ search: '?type=bachelorette', stored: saved, handoff: null, today: TODAY }).state.saved).toBeDefined();
    expect(startConversation({ search: '?type=corporate', stored: saved, handoff: null, today: TODAY }).state.saved).toBeUndefined();
  });

  it('starts from a contact-form hand-over once; a reload with it still stored resumes', () => {
    const handoff = { name: 'Sam Lee', email: 'sam@example.com' };
    const first = startConversation({ search: '?type=general', stored, handoff, today: TODAY });
    expect(first.handoffUsed).toBe(true);
    expect(first.state.answers).toEqual({ name: 'Sam Lee', email: 'sam@example.com' });
    const answered = applyAnswer(first.state, 'eventType', 'birthday', TODAY);
    const reload = startConversation({ search: '?type=general', stored: answered, handoff, today: TODAY });
    expect(reload.state).toEqual(answered);
    // Elsewhere on /chat the used hand-over changes nothing either.
    expect(startConversation({ search: '', stored: answered, handoff, today: TODAY }).state).toEqual(answered);
    // A new hand-over (the form sent again) starts again.
    expect(
      startConversation({ search: '?type=general', stored: answered, handoff: { ...handoff, groupSize: '12' }, today: TODAY }).state.answers,
    ).toMatchObject({ groupSize: 12 });
  });

  it('starts a new conversation when nothing is stored', () => {
    const { state } = startConversation({ search: '', stored: null, handoff: null, today: TODAY });
    expect(currentStep(state, TODAY)).toBe('eventType');
  });

  it('"Start a new quote" keeps who the guest is', () => {
    const next = restartConversation({ ...stored, leadId: LEAD }, TODAY);
    expect(next.id).not.toBe(ID);
    expect(next.answers).toEqual({ name: 'Avery Stone', email: 'avery@example.com' });
    expect(next.leadId).toBe(LEAD);
  });
});

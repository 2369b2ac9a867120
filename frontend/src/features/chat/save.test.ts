import { describe, expect, it } from 'vitest';
import { quoteRequestSchema } from '#domain/booking/schemas.ts';
import { applyAnswer, freshConversation, type ConversationState } from './conversation.ts';
import { leadIdempotencyKey, partialLeadBody, quoteIdempotencyKey, quoteRequestFor, stepErrorsFor } from './save.ts';

const TODAY = '2026-06-01';
const ID = '6f1c1b8e-3a55-4f4e-9d8c-1b2a3c4d5e6f';

function build(): ConversationState {
  let state: ConversationState = { ...freshConversation({}, ID), affiliateCode: 'PARTNER' };
  state = applyAnswer(state, 'eventType', 'bachelorette', TODAY);
  state = applyAnswer(state, 'eventDate', '2026-06-06', TODAY);
  state = applyAnswer(state, 'groupSize', 14, TODAY);
  state = applyAnswer(state, 'cruiseKind', 'private', TODAY);
  state = applyAnswer(state, 'package', 'essentials', TODAY);
  state = applyAnswer(state, 'addOn', false, TODAY);
  state = applyAnswer(state, 'name', 'Avery Stone', TODAY);
  state = applyAnswer(state, 'email', 'avery@example.com', TODAY);
  return state;
}

describe('the partial lead', () => {
  it('waits for a name and an e-mail, then says what was chosen so far', () => {
    expect(partialLeadBody(freshConversation({}, ID), 'chat')).toBeNull();
    const body = partialLeadBody({ ...build(), answers: { ...build().answers, notes: 'Sunset if possible.' } }, 'chat');
    expect(body).toEqual({
      source: 'chat-partial',
      name: 'Avery Stone',
      email: 'avery@example.com',
      eventType: 'Bachelorette Party',
      groupSize: '14',
      eventDate: '2026-06-06',
      message: 'Quote chat so far: Bachelorette Party, 06/06/2026, 14 guests, Private charter, Essentials Package. Sunset if possible.',
      page: '/chat',
    });
    expect(partialLeadBody(build(), 'embed')?.page).toBe('/embed/quote');
    expect(leadIdempotencyKey(build())).toBe(`${ID}:lead`);
  });
});

describe('the quote request', () => {
  it('is what POST /api/quotes validates, once everything is answered', () => {
    expect(quoteRequestFor(build(), 'chat')).toBeNull();
    const state = applyAnswer(build(), 'phone', '(512) 555-0142', TODAY);
    const request = quoteRequestFor({ ...state, leadId: '5b0f3c52-8a1e-4d8e-9a53-2f7c1e9b6d40' }, 'chat')!;
    expect(quoteRequestSchema.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({ source: 'chat', affiliateCode: 'PARTNER', contact: { name: 'Avery Stone', phone: '(512) 555-0142' } });
  });

  it('keys a retry of the same choices the same, and a changed choice differently', () => {
    const state = applyAnswer(build(), 'phone', '(512) 555-0142', TODAY);
    const key = quoteIdempotencyKey(state, quoteRequestFor(state, 'chat')!);
    expect(key).toMatch(new RegExp(`^${ID}:quote:[0-9a-z]+$`));
    expect(key.length).toBeLessThanOrEqual(100);
    expect(quoteIdempotencyKey(state, quoteRequestFor({ ...state, leadId: '5b0f3c52-8a1e-4d8e-9a53-2f7c1e9b6d40' }, 'chat')!)).toBe(key);
    const changed = applyAnswer(state, 'groupSize', 12, TODAY);
    expect(quoteIdempotencyKey(changed, quoteRequestFor(changed, 'chat')!)).not.toBe(key);
  });
});

describe('API refusals land at the step to fix', () => {
  it('by field, then by code', () => {
    expect(stepErrorsFor({ code: 'DATE_IN_PAST', message: 'past', fields: { eventDate: 'Choose a date from today onward.' } })).toEqual([
      { step: 'eventDate', message: 'Choose a date from today onward.' },
    ]);
    expect(
      stepErrorsFor({
        code: 'VALIDATION',
        message: 'bad',
        fields: { 'contact.email': 'Enter a valid e-mail address.', 'selection.groupSize': 'Whole number.' },
      }),
    ).toEqual([
      { step: 'email', message: 'Enter a valid e-mail address.' },
      { step: 'groupSize', message: 'Whole number.' },
    ]);
    expect(stepErrorsFor({ code: 'DISCO_GROUP_SIZE_OUT_OF_RANGE', message: 'Disco takes 8 to 30' })).toEqual([
      { step: 'groupSize', message: 'Disco takes 8 to 30' },
    ]);
    expect(stepErrorsFor({ code: 'SOMETHING', message: 'No.' })).toEqual([{ step: 'review', message: 'No.' }]);
  });
});

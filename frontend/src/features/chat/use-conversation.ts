import { useCallback, useEffect, useRef, useState } from 'react';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { CreateQuoteResponse } from '#domain/booking/quotes.ts';
import { peopleRoutes } from '#contracts/routes/people.ts';
import { ApiError } from '../../lib/api-client.ts';
import { api } from '../../lib/api.ts';
import { clearChatHandoff, readChatHandoff } from '../../site/chat-handoff.ts';
import { createQuote } from './api.ts';
import type { ConversationState, PartialLeadBody } from './conversation.ts';
import { startConversation } from './entry.ts';
import { leadIdempotencyKey, partialLeadBody, quoteIdempotencyKey, quoteRequestFor, stepErrorsFor, type ChatSource, type StepError } from './save.ts';
import { loadConversation, saveConversation } from './storage.ts';

// The conversation as React state: started from the link, the hand-over or what the browser
// kept; written back to localStorage on every change; and the two requests it makes.

/** A 4xx other than "slow down" or "still working" means the API has said no for good. */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429 &&
    !(error.status === 409 && error.details?.code === 'IDEMPOTENCY_KEY_IN_USE')
  );
}

export type SaveOutcome =
  | { ok: true; response: CreateQuoteResponse }
  | { ok: false; kind: 'refused'; errors: StepError[] }
  | { ok: false; kind: 'failed'; message: string };

export function useConversation({ search, today, source }: { search: string; today: IsoDate; source: ChatSource }) {
  // Read once, without side effects (StrictMode runs initialisers twice); the hand-over is
  // cleared in an effect below.
  const [start] = useState(() =>
    startConversation({ search, stored: loadConversation(), handoff: typeof window === 'undefined' ? null : readChatHandoff(), today }),
  );
  const [state, setState] = useState<ConversationState>(start.state);

  // The hand-over is cleared once the guest carries on here (not at once: the contact form's
  // page may still be reading it), so a later visit to /chat starts from the stored conversation.
  useEffect(() => {
    if (start.handoffUsed && state !== start.state) clearChatHandoff();
  }, [start, state]);

  useEffect(() => {
    saveConversation(state);
  }, [state]);

  // ---- the partial lead ----
  const leadInFlight = useRef(false);
  const leadSentThisVisit = useRef(false);

  const sendLead = useCallback(async (conversation: ConversationState, body: PartialLeadBody): Promise<string | undefined> => {
    leadInFlight.current = true;
    leadSentThisVisit.current = true;
    const id = conversation.id;
    setState((s) => (s.id === id ? { ...s, leadAttempt: { body, outcome: 'unknown' } } : s));
    try {
      const { lead } = await api(peopleRoutes.createLead, {
        body,
        headers: { 'idempotency-key': leadIdempotencyKey(conversation) },
      });
      setState((s) => {
        if (s.id !== id) return s;
        const { leadAttempt: _done, ...rest } = s;
        return { ...rest, leadId: lead.id };
      });
      return lead.id;
    } catch (error) {
      // In the background: the guest carries on either way. A refusal is final (a later
      // attempt sends a fresh body); anything else is retried with the same body.
      if (isRefusal(error)) setState((s) => (s.id === id ? { ...s, leadAttempt: { body, outcome: 'rejected' } } : s));
      return undefined;
    } finally {
      leadInFlight.current = false;
    }
  }, []);

  useEffect(() => {
    if (state.leadId || state.saved || leadInFlight.current || leadSentThisVisit.current) return;
    if (state.leadAttempt?.outcome === 'unknown') {
      void sendLead(state, state.leadAttempt.body);
      return;
    }
    if (state.leadAttempt?.outcome === 'rejected') return;
    const body = partialLeadBody(state, source);
    if (body) void sendLead(state, body);
  }, [state, source, sendLead]);

  // ---- saving the quote ----
  const save = useCallback(async (): Promise<SaveOutcome> => {
    let conversation = state;
    if (!conversation.leadId && !leadInFlight.current) {
      // The background lead failed earlier: one more try, so staff can link quote and lead.
      const body = conversation.leadAttempt?.outcome === 'unknown' ? conversation.leadAttempt.body : partialLeadBody(conversation, source);
      const leadId = body ? await sendLead(conversation, body) : undefined;
      if (leadId) conversation = { ...conversation, leadId };
    }
    const built = quoteRequestFor(conversation, source);
    if (!built)
      return { ok: false, kind: 'refused', errors: [{ step: 'review', message: 'A few answers are missing: please answer the open questions first.' }] };
    const fresh = quoteIdempotencyKey(conversation, built);
    const attempt = conversation.quoteAttempt?.key === fresh ? conversation.quoteAttempt : { key: fresh, request: built };
    setState((s) => (s.id === conversation.id ? { ...s, quoteAttempt: attempt } : s));
    try {
      const response = await createQuote(attempt.request, attempt.key);
      setState((s) =>
        s.id === conversation.id
          ? {
              ...s,
              saved: { token: response.token, path: response.path, reference: response.quote.reference, totalPrice: response.quote.price.totalPrice },
            }
          : s,
      );
      return { ok: true, response };
    } catch (error) {
      if (isRefusal(error) && error.details) return { ok: false, kind: 'refused', errors: stepErrorsFor(error.details) };
      if (error instanceof ApiError && error.status === 429) {
        return { ok: false, kind: 'failed', message: 'Too many tries in a short time. Wait a minute, then try again: everything you entered is kept.' };
      }
      return { ok: false, kind: 'failed', message: 'Could not save, try again. Everything you entered is kept.' };
    }
  }, [state, source, sendLead]);

  return { state, setState, save };
}

import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import type { OutboxMessage } from '../data/outbox-repository.ts';
import { deliverEmail, type SesSender } from './delivery.ts';

const baseEnv = { TABLE_NAME: 't', EVENT_BUS_NAME: 'b', USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c', COGNITO_ISSUER_BASE: 'https://cognito-idp.us-east-1.amazonaws.com' };

const message: OutboxMessage = {
  eventId: 'e1',
  role: 'staff',
  detailType: 'QuoteSubmitted',
  to: 'staff@example.com',
  from: 'Lake Travis Party Cruises <hello@example.com>',
  replyTo: 'guest@example.com',
  subject: 'New quote Q-1: Jo',
  text: 'text body',
  html: '<p>html body</p>',
  createdAt: '2026-11-22T12:00:00.000Z',
  status: 'pending',
};

function sender(result: Promise<unknown>) {
  return { send: vi.fn(() => result) } as unknown as SesSender & { send: ReturnType<typeof vi.fn> };
}

describe('deliverEmail', () => {
  it("keeps the message in the outbox ('local') and calls nothing with EMAIL_DELIVERY=outbox", async () => {
    const ses = sender(Promise.resolve({}));
    await expect(deliverEmail(loadConfig({ ...baseEnv, EMAIL_DELIVERY: 'outbox' }), message, ses)).resolves.toEqual({ status: 'local' });
    expect(ses.send).not.toHaveBeenCalled();
  });

  it('sends through SES by default, as UTF-8 text and HTML with the reply-to', async () => {
    const ses = sender(Promise.resolve({ MessageId: 'ses-123' }));
    await expect(deliverEmail(loadConfig(baseEnv), message, ses)).resolves.toEqual({ status: 'sent', providerMessageId: 'ses-123' });
    expect(ses.send.mock.calls[0]![0].input).toEqual({
      FromEmailAddress: message.from,
      Destination: { ToAddresses: ['staff@example.com'] },
      ReplyToAddresses: ['guest@example.com'],
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: 'text body', Charset: 'UTF-8' }, Html: { Data: '<p>html body</p>', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('throws when SES refuses, so the consumer fails and is retried', async () => {
    const ses = sender(Promise.reject(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' })));
    await expect(deliverEmail(loadConfig(baseEnv), message, ses)).rejects.toThrow('not verified');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import type { OutboxMessage } from '../dynamodb/outbox-repository.ts';
import { deliverEmail, type SendEmail } from './delivery.ts';
import { MINIMAL_CONFIG_ENV } from '#tests/support/minimal-config-env.ts';

const baseEnv = MINIMAL_CONFIG_ENV;

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

function sender(result: Promise<{ MessageId?: string | undefined }>) {
  return vi.fn<SendEmail>(() => result);
}

describe('deliverEmail', () => {
  it("keeps the message in the outbox ('local') and calls nothing with EMAIL_DELIVERY=outbox", async () => {
    const ses = sender(Promise.resolve({}));
    await expect(deliverEmail(loadConfig({ ...baseEnv, EMAIL_DELIVERY: 'outbox' }), message, ses)).resolves.toEqual({ status: 'local' });
    expect(ses).not.toHaveBeenCalled();
  });

  it('sends through SES by default, as UTF-8 text and HTML with the reply-to', async () => {
    const ses = sender(Promise.resolve({ MessageId: 'ses-123' }));
    await expect(deliverEmail(loadConfig(baseEnv), message, ses)).resolves.toEqual({ status: 'sent', providerMessageId: 'ses-123' });
    expect(ses.mock.calls[0]![1]).toEqual({
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

  it('attaches files as raw bytes, which the SES v2 client sends base64-encoded', async () => {
    const ses = sender(Promise.resolve({ MessageId: 'ses-124' }));
    const content = 'BEGIN:VCALENDAR\r\nSUMMARY:Crucero à Lake Travis\r\nEND:VCALENDAR\r\n';
    await deliverEmail(loadConfig(baseEnv), { ...message, attachments: [{ filename: 'B-1.ics', contentType: 'text/calendar; charset=utf-8', content }] }, ses);
    const [attachment] = ses.mock.calls[0]![1].Content!.Simple!.Attachments!;
    expect(attachment).toEqual({
      FileName: 'B-1.ics',
      ContentType: 'text/calendar; charset=utf-8',
      ContentDisposition: 'ATTACHMENT',
      RawContent: expect.any(Uint8Array),
    });
    expect(Buffer.from(attachment!.RawContent!).toString('utf8')).toBe(content);
  });

  it('throws when SES refuses, so the consumer fails and is retried', async () => {
    const ses = sender(Promise.reject(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' })));
    await expect(deliverEmail(loadConfig(baseEnv), message, ses)).rejects.toThrow('not verified');
  });
});

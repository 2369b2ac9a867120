import { SendEmailCommand, SESv2Client, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { clientCache, clientOptions } from '../../platform/aws/client-options.ts';
import type { Config } from '../../platform/config.ts';
import type { OutboxMessage } from '../dynamodb/outbox-repository.ts';

export interface Delivery {
  status: 'sent' | 'local';
  providerMessageId?: string;
}

export type SendEmailRequest = SendEmailCommandInput;

/** The one SES call we make; tests pass a stand-in. */
export type SendEmail = (config: Config, request: SendEmailRequest) => Promise<{ MessageId?: string | undefined }>;

const cachedClient = clientCache((settings) => new SESv2Client(clientOptions(settings)));
const sendThroughSes: SendEmail = (config, request) => cachedClient({ region: config.AWS_REGION }).send(new SendEmailCommand(request));

export function sendEmailRequest(message: Pick<OutboxMessage, 'to' | 'from' | 'replyTo' | 'subject' | 'text' | 'html' | 'attachments'>): SendEmailRequest {
  const utf8 = (Data: string) => ({ Data, Charset: 'UTF-8' as const });
  const attachments = (message.attachments ?? []).map((file) => ({
    FileName: file.filename,
    ContentType: file.contentType,
    ContentDisposition: 'ATTACHMENT' as const,
    RawContent: new Uint8Array(Buffer.from(file.content, 'utf8')),
  }));
  return {
    FromEmailAddress: message.from,
    Destination: { ToAddresses: [message.to] },
    ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
    Content: {
      Simple: {
        Subject: utf8(message.subject),
        Body: { Text: utf8(message.text), Html: utf8(message.html) },
        ...(attachments.length ? { Attachments: attachments } : {}),
      },
    },
  };
}

/**
 * Delivers one outbox message as EMAIL_DELIVERY says: 'ses' sends it through Amazon SES (a
 * refusal throws, so the consumer fails and the platform retries); 'outbox' sends nothing and the
 * message stays in the outbox, marked 'local', for /dev/outbox.
 */
export async function deliverEmail(config: Config, message: OutboxMessage, send: SendEmail = sendThroughSes): Promise<Delivery> {
  if (config.EMAIL_DELIVERY === 'outbox') return { status: 'local' };
  const result = await send(config, sendEmailRequest(message));
  return { status: 'sent', ...(result.MessageId ? { providerMessageId: result.MessageId } : {}) };
}

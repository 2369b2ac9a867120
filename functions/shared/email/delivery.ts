import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { awsClientOptions, type Config } from '../config.ts';
import type { OutboxMessage } from '../data/outbox-repository.ts';

export interface Delivery {
  status: 'sent' | 'local';
  providerMessageId?: string;
}

/** The one SES call we make; tests pass a stand-in. */
export type SesSender = Pick<SESv2Client, 'send'>;

const clients = new Map<string, SESv2Client>();

function sesClient(config: Config): SESv2Client {
  let client = clients.get(config.AWS_REGION);
  if (!client) {
    client = new SESv2Client(awsClientOptions(config, undefined));
    clients.set(config.AWS_REGION, client);
  }
  return client;
}

export function sendEmailCommand(message: Pick<OutboxMessage, 'to' | 'from' | 'replyTo' | 'subject' | 'text' | 'html' | 'attachments'>): SendEmailCommand {
  const utf8 = (Data: string) => ({ Data, Charset: 'UTF-8' });
  const attachments = (message.attachments ?? []).map((file) => ({
    FileName: file.filename,
    ContentType: file.contentType,
    ContentDisposition: 'ATTACHMENT' as const,
    RawContent: new TextEncoder().encode(file.content),
  }));
  return new SendEmailCommand({
    FromEmailAddress: message.from,
    Destination: { ToAddresses: [message.to] },
    ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
    Content: { Simple: { Subject: utf8(message.subject), Body: { Text: utf8(message.text), Html: utf8(message.html) }, ...(attachments.length ? { Attachments: attachments } : {}) } },
  });
}

/**
 * Delivers one outbox message as EMAIL_DELIVERY says: 'ses' sends it through Amazon SES (a
 * refusal throws, so the consumer fails and the platform retries); 'outbox' sends nothing and the
 * message stays in the outbox, marked 'local', for /dev/outbox.
 */
export async function deliverEmail(config: Config, message: OutboxMessage, ses?: SesSender): Promise<Delivery> {
  if (config.EMAIL_DELIVERY === 'outbox') return { status: 'local' };
  const result = await (ses ?? sesClient(config)).send(sendEmailCommand(message));
  return { status: 'sent', ...(result.MessageId ? { providerMessageId: result.MessageId } : {}) };
}

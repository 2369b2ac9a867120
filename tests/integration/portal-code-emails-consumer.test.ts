import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PortalCodeRequested } from '#events/portal.ts';
import { handler } from '#functions/consumers/portal-code-emails.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { busEvent } from '#tests/support/consumers/bus-event.ts';

describe("portal-code-emails consumer (contract: the producer's sample)", () => {
  it('e-mails the guest the code and the absolute sign-in link once, however often it is delivered', async () => {
    const id = randomUUID();
    const email = `portal-consumer-${randomUUID()}@test.example`;
    const event = busEvent(PortalCodeRequested, { ...PortalCodeRequested.sample, email }, { id });
    await handler(event, lambdaContext('portal-code-emails', 5000));
    await handler(event, lambdaContext('portal-code-emails', 5000));
    const messages = (await outboxRepository(loadConfig()).listByRecipient(email)).filter((message) => message.eventId === id);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message!.subject).toMatch(/^Your .+ sign-in code$/);
    expect(message!.text).toContain('Your code: 048213');
    expect(message!.text).toContain('Your code: 048213');
    expect(message!.text).toContain(`Sign in: ${new URL(`/portal/verify?link=${PortalCodeRequested.sample.linkToken}`, loadConfig().SITE_URL).href}`);
  });
});

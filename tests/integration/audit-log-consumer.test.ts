import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { handler } from '#functions/consumers/audit-log.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { eventCatalogue } from '#events/catalogue.ts';
import { StaffInvited } from '#events/team.ts';
import { PortalCodeRequested } from '#events/portal.ts';
import { busEvent } from '#tests/support/consumers/bus-event.ts';
import { expectErrorLogs } from '#tests/support/error-logs.ts';

describe("audit-log consumer (contract: producers' sample events)", () => {
  for (const definition of eventCatalogue) {
    it(`records ${definition.detailType} once, however often it is delivered`, async () => {
      const id = randomUUID();
      const event = busEvent(definition, definition.sample, { id });
      await handler(event, lambdaContext('audit-log', 5000));
      await handler({ ...event, id: randomUUID() }, lambdaContext('audit-log', 5000));
      // One entry per event id (pk EVENT#<id>): the second delivery wrote nothing.
      // A portal code request is kept without its code and link, which are the guest's (decision 022),
      // and a teammate's invitation without its link, which is theirs (decision 075).
      const { code: _code, linkToken: _link, ...withoutSecrets } = PortalCodeRequested.sample;
      const { token: _token, ...inviteWithoutLink } = StaffInvited.sample;
      const kept =
        definition.detailType === PortalCodeRequested.detailType
          ? withoutSecrets
          : definition.detailType === StaffInvited.detailType
            ? inviteWithoutLink
            : definition.sample;
      expect(await auditRepository(loadConfig()).get(id)).toEqual({
        eventId: id,
        source: definition.source,
        detailType: definition.detailType,
        occurredAt: '2026-11-22T12:00:00.000Z',
        data: kept,
      });
    });
  }

  it('throws on an event without a valid envelope, so the platform retries and dead-letters it', async () => {
    const event = { ...busEvent(eventCatalogue[0], eventCatalogue[0].sample), detail: { nope: true } };
    // The refusal is logged as the consumer's failure, for the platform to retry (decision 039).
    await expectErrorLogs(/"Event consumer failed; the platform will retry".*"function_name":"audit-log"/);
    await expect(handler(event, lambdaContext('audit-log', 5000))).rejects.toThrow();
  });
});

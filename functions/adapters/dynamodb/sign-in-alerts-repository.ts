import type { SignInAlert } from '#domain/people/back-office.ts';
import * as z from '#domain/shared/zod.ts';
import { documentClient, isConditionalCheckFailed, PutCommand, QueryCommand, UpdateCommand } from './client.ts';
import type { Config } from '../../platform/config.ts';
import { itemParser } from './parse-item.ts';

/** An account's run of refused sign-ins, as stored: the alert staff see, and whether it is listed for them yet. */
export interface SignInAlertRecord extends SignInAlert {
  listed: boolean;
}

export interface AlertPolicy {
  now: Date;
  /** A run of attempts ends after this many seconds without one; the next attempt starts a new run. */
  quietSeconds: number;
  /** Staff are shown a run once it has this many refused attempts (wrong passwords and throttled ones) ... */
  minAttempts: number;
  /** ... from at least this many addresses. */
  minAddresses: number;
  /** How long a run is kept after its last attempt. */
  keepSeconds: number;
}

// Access patterns: an account's current run (pk/sk), the addresses seen in that run (one marker
// item each under the account, so each is counted once however often it comes back), and the
// runs staff are shown, by their last attempt (gsi1). The account is the hash the throttle
// uses; the e-mail is stored in the run, as the audit log already stores it, because staff
// need to know whose account it is. Addresses are stored only as hashes.
const LISTING = 'SIGN_IN_ALERTS';
const keys = {
  run: (account: string) => ({ pk: `SIGN_IN_ALERT#${account}`, sk: 'RUN' }),
  address: (account: string, since: string, address: string) => ({ pk: `SIGN_IN_ALERT#${account}`, sk: `ADDRESS#${since}#${address}` }),
  listingSortKey: (lastAttemptAt: string, account: string) => `${lastAttemptAt}#${account}`,
};

const toRun = itemParser(
  'SignInAlert',
  z.object({ email: z.string(), since: z.string(), lastAttemptAt: z.string(), failures: z.number(), refused: z.number(), addresses: z.number() }),
);

/** Whether staff are shown the run is whether it is in the listing index, so gsi1pk is read before the keys are dropped. */
function recordFrom(item: Record<string, unknown> | undefined = {}): SignInAlertRecord {
  return { ...toRun(item), listed: item['gsi1pk'] === LISTING };
}

export function signInAlertsRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    /**
     * Adds one refused attempt on an account to its current run (or starts a run), counts the
     * address once per run, and lists the run for staff once it crosses the policy's thresholds.
     * `listedNow` is true for the one attempt that listed it.
     */
    async record(
      account: string,
      attempt: { email: string; address: string; outcome: 'failure' | 'refusal' },
      policy: AlertPolicy,
    ): Promise<{ alert: SignInAlertRecord; listedNow: boolean }> {
      const now = policy.now.toISOString();
      const quietFloor = new Date(policy.now.getTime() - policy.quietSeconds * 1000).toISOString();
      const expiresAt = Math.floor(policy.now.getTime() / 1000) + policy.quietSeconds + policy.keepSeconds;
      const counts = { ':failures': attempt.outcome === 'failure' ? 1 : 0, ':refused': attempt.outcome === 'refusal' ? 1 : 0 };
      const common = {
        ':email': attempt.email,
        ':now': now,
        ':sortKey': keys.listingSortKey(now, account),
        ':expiresAt': expiresAt,
        ':quietFloor': quietFloor,
        ...counts,
      };

      let alert: SignInAlertRecord | null = null;
      for (let round = 0; round < 3 && !alert; round += 1) {
        try {
          const { Attributes } = await db.send(
            new UpdateCommand({
              TableName,
              Key: keys.run(account),
              // gsi1sk follows every attempt; the run appears in the listing only once gsi1pk is set.
              UpdateExpression: 'SET email = :email, lastAttemptAt = :now, gsi1sk = :sortKey, expiresAt = :expiresAt ADD failures :failures, refused :refused',
              ConditionExpression: 'attribute_exists(pk) AND lastAttemptAt > :quietFloor',
              ExpressionAttributeValues: common,
              ReturnValues: 'ALL_NEW',
            }),
          );
          alert = recordFrom(Attributes);
        } catch (error) {
          if (!isConditionalCheckFailed(error)) throw error;
          try {
            const { Attributes } = await db.send(
              new UpdateCommand({
                TableName,
                Key: keys.run(account),
                UpdateExpression:
                  'SET #type = :type, email = :email, since = :now, lastAttemptAt = :now, failures = :failures, refused = :refused, addresses = :zero, gsi1sk = :sortKey, expiresAt = :expiresAt REMOVE gsi1pk',
                ConditionExpression: 'attribute_not_exists(pk) OR lastAttemptAt <= :quietFloor',
                ExpressionAttributeNames: { '#type': 'type' },
                ExpressionAttributeValues: { ...common, ':type': 'SignInAlert', ':zero': 0 },
                ReturnValues: 'ALL_NEW',
              }),
            );
            alert = recordFrom(Attributes);
          } catch (startError) {
            // Another attempt started the run between the two writes: count into it.
            if (!isConditionalCheckFailed(startError)) throw startError;
          }
        }
      }
      if (!alert) throw new Error('Could not record a refused sign-in: the run kept changing');

      try {
        await db.send(
          new PutCommand({
            TableName,
            Item: { ...keys.address(account, alert.since, attempt.address), type: 'SignInAlertAddress', expiresAt },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.run(account),
            UpdateExpression: 'ADD addresses :one',
            ConditionExpression: 'since = :since',
            ExpressionAttributeValues: { ':one': 1, ':since': alert.since },
            ReturnValues: 'ALL_NEW',
          }),
        );
        alert = recordFrom(Attributes);
      } catch (error) {
        // The address was counted in this run already, or the run was replaced meanwhile.
        if (!isConditionalCheckFailed(error)) throw error;
      }

      if (alert.listed || alert.failures + alert.refused < policy.minAttempts || alert.addresses < policy.minAddresses) return { alert, listedNow: false };
      try {
        await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.run(account),
            UpdateExpression: 'SET gsi1pk = :listing',
            ConditionExpression: 'since = :since AND attribute_not_exists(gsi1pk)',
            ExpressionAttributeValues: { ':listing': LISTING, ':since': alert.since },
          }),
        );
        return { alert: { ...alert, listed: true }, listedNow: true };
      } catch (error) {
        if (isConditionalCheckFailed(error)) return { alert, listedNow: false };
        throw error;
      }
    },

    /** The listed runs whose latest attempt is from `since` to `until`, the latest first. */
    async listActiveBetween(since: Date, until: Date, limit: number): Promise<SignInAlert[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          IndexName: 'gsi1',
          // The sort key is '<ISO time>#<account>': '~' sorts after '#', so the whole last second is in.
          KeyConditionExpression: 'gsi1pk = :listing AND gsi1sk BETWEEN :since AND :until',
          ExpressionAttributeValues: { ':listing': LISTING, ':since': since.toISOString(), ':until': `${until.toISOString()}~` },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map((item) => {
        const { email, since: runSince, lastAttemptAt, failures, refused, addresses } = recordFrom(item);
        return { email, since: runSince, lastAttemptAt, failures, refused, addresses };
      });
    },
  };
}

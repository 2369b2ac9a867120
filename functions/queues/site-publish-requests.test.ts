import { describe, expect, it } from 'vitest';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { expectErrorLogs } from '#tests/support/error-logs.ts';
import { CloudFormationModel, CodeBuildModel, MINUTE, ModelClock, modelPublishing, SqsModel, sqsEvent } from '#tests/support/site-publisher-models.ts';
import {
  FIRST_PUBLISH_TIMEOUT_MINUTES,
  PUBLISH_QUEUE_VISIBILITY_SECONDS,
  PUBLISH_REQUEST_MAX_RECEIVES,
  SITE_BUILD_TIMEOUT_MINUTES,
} from '../app/site/publish-request.ts';
import { readPublishRequest, sitePublishRequestsHandler } from './site-publish-requests.ts';

/**
 * The proof of decision 087: the starter's real handler, fed by a model of the queue (visibility
 * timeout, receive counts, redrive) and talking to a model of CodeBuild (one build at a time)
 * and of CloudFormation, minute by minute. Lambda's poller is modelled as taking every visible
 * message each minute, ten to a batch.
 */
function world() {
  const clock = new ModelClock();
  const codeBuild = new CodeBuildModel(clock);
  const cloudFormation = new CloudFormationModel(clock);
  const queue = new SqsModel(clock, { visibilityMs: PUBLISH_QUEUE_VISIBILITY_SECONDS * 1_000, maxReceives: PUBLISH_REQUEST_MAX_RECEIVES });
  const handler = sitePublishRequestsHandler(() => modelPublishing(codeBuild, cloudFormation));

  /** One poll: a batch of what is visible, handed to the starter, settled as Lambda settles a partial batch response. */
  const poll = async (max = 10) => {
    const records = queue.receive(max);
    if (records.length === 0) return null;
    const response = await handler(sqsEvent(records), lambdaContext('site-publish-requests', 28_000));
    queue.settle(records, response);
    return response;
  };
  /** Polls until nothing is visible, then lets a minute pass; `minutes` times. */
  const run = async (minutes: number) => {
    for (let minute = 0; minute < minutes; minute += 1) {
      while (await poll()) {}
      clock.advance(MINUTE);
    }
  };
  const content = (eventId: string) => ({ kind: 'content', eventId, detailType: 'BusinessFactsChanged' });
  const at = (time: number) => (time - start) / MINUTE;
  const start = clock.now;
  return { clock, codeBuild, cloudFormation, queue, handler, poll, run, content, at };
}

describe("the site publisher's queue over time (decision 087)", () => {
  it('retries a request that arrives while a build runs, and serves it by a build that starts after that build ended', async () => {
    const { clock, codeBuild, queue, run, content, at } = world();
    const running = codeBuild.startedElsewhere(5);
    clock.advance(MINUTE);
    const request = queue.send(content('evt-during-the-run'));

    await run(1);
    // Handed out once, refused a build (one runs), left in the queue.
    expect(codeBuild.builds).toHaveLength(1);
    expect(codeBuild.startCalls).toBe(0);
    expect(queue.find(request)?.receiveCount).toBe(1);

    await run(12);
    expect(codeBuild.builds).toHaveLength(2);
    const served = codeBuild.builds[1]!;
    expect(served.startedAt).toBeGreaterThanOrEqual(running.endsAt);
    // It came back at minute 4 (the build still ran) and at minute 7, when it started the build.
    expect(at(served.startedAt)).toBe(7);
    expect(served.reason).toBe('BusinessFactsChanged evt-during-the-run');
    expect(queue.messages).toEqual([]);
    expect(queue.deadLetters).toEqual([]);
  });

  it('makes one more build, not two, for two requests that arrive during one run', async () => {
    const { clock, codeBuild, queue, poll, run, content } = world();
    codeBuild.startedElsewhere(5);
    clock.advance(MINUTE);
    queue.send(content('evt-first'));
    await poll();
    clock.advance(MINUTE);
    queue.send(content('evt-second'));
    await poll();

    await run(30);
    expect(codeBuild.builds).toHaveLength(2);
    // The first came back at minute 4, while the build still ran; the second at minute 5, when it
    // had ended, and started a build; the first came back again at minute 7 and found that build
    // had started after it was queued.
    expect(codeBuild.builds[1]!.reason).toBe('BusinessFactsChanged evt-second');
    expect(codeBuild.startCalls).toBe(1);
    expect(queue.messages).toEqual([]);
    expect(queue.deadLetters).toEqual([]);
  });

  it('starts one build for every request waiting in one batch', async () => {
    const { clock, codeBuild, queue, run, content } = world();
    codeBuild.startedElsewhere(5);
    clock.advance(1_000);
    queue.send(content('evt-a'));
    queue.send(content('evt-b'));
    queue.send(content('evt-c'));
    clock.advance(MINUTE);

    await run(20);
    expect(codeBuild.builds.map((build) => build.reason)).toEqual([
      'started elsewhere',
      'BusinessFactsChanged evt-a; BusinessFactsChanged evt-b; BusinessFactsChanged evt-c',
    ]);
    expect(queue.messages).toEqual([]);
  });

  it('lets two starters race for one build: CodeBuild throttles the loser, whose request the winner serves', async () => {
    const { codeBuild, queue, poll, run, content, clock } = world();
    queue.send(content('evt-left'));
    queue.send(content('evt-right'));

    // Lambda's poller hands the two messages to two calls at once (the event source's concurrency is two).
    const [left, right] = await Promise.all([poll(1), poll(1)]);
    expect(codeBuild.startCalls).toBe(2);
    expect(codeBuild.builds).toHaveLength(1);
    expect([left!.batchItemFailures.length, right!.batchItemFailures.length].sort()).toEqual([0, 1]);

    clock.advance(MINUTE);
    await run(10);
    // The loser's request came back and found the winner's build, started after it was queued.
    expect(codeBuild.builds).toHaveLength(1);
    expect(codeBuild.startCalls).toBe(2);
    expect(queue.messages).toEqual([]);
    expect(queue.deadLetters).toEqual([]);
  });

  it('retries a request CodeBuild will not build for, and moves it to the dead-letter queue after its tries', async () => {
    await expectErrorLogs(/A publish request was not served in its tries; it goes to the dead-letter queue.*evt-never-built/);
    const { codeBuild, queue, run, content } = world();
    codeBuild.refuse = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    const request = queue.send(content('evt-never-built'));

    await run(70);
    expect(codeBuild.builds).toEqual([]);
    expect(codeBuild.startCalls).toBe(PUBLISH_REQUEST_MAX_RECEIVES);
    expect(queue.messages).toEqual([]);
    expect(queue.deadLetters.map((message) => [message.id, message.receiveCount])).toEqual([[request, PUBLISH_REQUEST_MAX_RECEIVES]]);
    expect(JSON.parse(queue.deadLetters[0]!.body)).toEqual(content('evt-never-built'));
  });

  it('serves a request whose StartBuild failed a few times once CodeBuild starts builds again', async () => {
    const { codeBuild, queue, run, content, clock } = world();
    codeBuild.refuse = new Error('Service unavailable');
    queue.send(content('evt-late'));
    await run(7);
    expect(codeBuild.startCalls).toBe(3);
    codeBuild.refuse = null;
    await run(10);
    expect(codeBuild.builds).toHaveLength(1);
    expect(queue.messages).toEqual([]);
    expect(queue.deadLetters).toEqual([]);
    expect(clock.now).toBeGreaterThan(codeBuild.builds[0]!.startedAt);
  });

  it('keeps a message it cannot read for the dead-letter queue, and never builds for it', async () => {
    await expectErrorLogs(/A publish request no one can serve goes to the dead-letter queue.*not JSON/);
    const { codeBuild, queue, run } = world();
    queue.send('{not json');
    await run(70);
    expect(codeBuild.startCalls).toBe(0);
    expect(queue.deadLetters.map((message) => message.body)).toEqual(['{not json']);
  });
});

describe("the deploy's first publish through the queue (decision 087)", () => {
  it('answers CloudFormation once the build of the deployed source has published, not before', async () => {
    const { codeBuild, cloudFormation, queue, run, at } = world();
    const request = cloudFormation.request('Create');
    queue.send(request);

    await run(4);
    expect(codeBuild.builds.map((build) => build.reason)).toEqual([`stack create ${request.RequestId}`]);
    expect(cloudFormation.answers).toEqual([]);

    await run(10);
    expect(cloudFormation.answers).toHaveLength(1);
    const [{ at: answeredAt, answer, request: answered }] = cloudFormation.answers as [(typeof cloudFormation.answers)[number]];
    expect(answered.RequestId).toBe(request.RequestId);
    expect(answer).toEqual({
      status: 'SUCCESS',
      reason: `The site was published by build ${codeBuild.builds[0]!.id}.`,
      data: { BuildId: codeBuild.builds[0]!.id },
    });
    // The build ended at minute 5; the request came back at minute 6 (3 after its first try at 0, then 3 more).
    expect(at(answeredAt)).toBe(6);
    expect(queue.messages).toEqual([]);
  });

  it('waits for a build that started before the deploy, then publishes the deployed source with a build of its own', async () => {
    const { clock, codeBuild, cloudFormation, queue, run } = world();
    const before = codeBuild.startedElsewhere(5);
    clock.advance(MINUTE);
    queue.send(cloudFormation.request('Update'));

    await run(30);
    expect(codeBuild.builds).toHaveLength(2);
    const own = codeBuild.builds[1]!;
    expect(own.startedAt).toBeGreaterThanOrEqual(before.endsAt);
    expect(cloudFormation.answers.map(({ answer }) => answer.data?.['BuildId'])).toEqual([own.id]);
  });

  it('fails the deploy when its build fails, naming the build, so the stack rolls back', async () => {
    await expectErrorLogs(/The deploy's site build failed; the deploy fails and rolls back/);
    const { codeBuild, cloudFormation, queue, run } = world();
    codeBuild.endStatus = 'FAILED';
    queue.send(cloudFormation.request('Update'));

    await run(15);
    expect(cloudFormation.answers.map(({ answer }) => answer.status)).toEqual(['FAILED']);
    expect(cloudFormation.answers[0]!.answer.reason).toContain(`${codeBuild.builds[0]!.id} ended FAILED`);
  });

  it('republishes the old source in a rollback, and lets the rollback finish when that build fails', async () => {
    await expectErrorLogs(/The rollback's site build failed; the rollback goes on/);
    const { codeBuild, cloudFormation, queue, run } = world();
    cloudFormation.status = 'UPDATE_ROLLBACK_IN_PROGRESS';
    codeBuild.endStatus = 'FAILED';
    // A rollback sends an Update with the previous properties (the source deployed before).
    queue.send(cloudFormation.request('Update', 'c'.repeat(64)));

    await run(15);
    expect(codeBuild.builds).toHaveLength(1);
    expect(cloudFormation.answers.map(({ answer }) => answer.status)).toEqual(['SUCCESS']);
    expect(cloudFormation.answers[0]!.answer.reason).toMatch(/^Rolled back without republishing/);
  });

  it('answers a removal at once, with no build', async () => {
    const { codeBuild, cloudFormation, queue, run } = world();
    queue.send(cloudFormation.request('Delete'));
    await run(1);
    expect(codeBuild.startCalls).toBe(0);
    expect(cloudFormation.answers.map(({ answer, request }) => [request.RequestType, answer.status])).toEqual([['Delete', 'SUCCESS']]);
    expect(cloudFormation.answers[0]!.request.PhysicalResourceId).toBe('SitePublisherFirstPublish5E1B2C3D');
  });

  it('answers again later when the response URL refused the answer', async () => {
    const { cloudFormation, queue, run } = world();
    cloudFormation.refuseAnswers = 1;
    queue.send(cloudFormation.request('Create'));
    await run(15);
    expect(cloudFormation.answers.map(({ answer }) => answer.status)).toEqual(['SUCCESS']);
    expect(queue.messages).toEqual([]);
  });

  it("answers FAILED at the deploy's last try when no build could start, before CloudFormation's own timeout", async () => {
    await expectErrorLogs(/The deploy could not publish the site in time; the deploy fails and rolls back/);
    const { codeBuild, cloudFormation, queue, run, at } = world();
    codeBuild.refuse = new Error('Service unavailable');
    queue.send(cloudFormation.request('Update'));

    await run(70);
    expect(cloudFormation.answers.map(({ answer }) => answer.status)).toEqual(['FAILED']);
    const answeredAt = at(cloudFormation.answers[0]!.at);
    expect(answeredAt).toBe(((PUBLISH_REQUEST_MAX_RECEIVES - 1) * PUBLISH_QUEUE_VISIBILITY_SECONDS) / 60);
    expect(answeredAt).toBeLessThan(FIRST_PUBLISH_TIMEOUT_MINUTES);
    expect(queue.messages).toEqual([]);
    expect(queue.deadLetters).toEqual([]);
  });

  it('has time for the longest wait: behind a build that runs its full timeout, then a build of its own that does too', async () => {
    const { clock, codeBuild, cloudFormation, queue, run, at } = world();
    codeBuild.startedElsewhere(SITE_BUILD_TIMEOUT_MINUTES, 'TIMED_OUT');
    codeBuild.buildMinutes = SITE_BUILD_TIMEOUT_MINUTES;
    clock.advance(10_000);
    const request = queue.send(cloudFormation.request('Update'));

    await run(FIRST_PUBLISH_TIMEOUT_MINUTES);
    expect(cloudFormation.answers.map(({ answer }) => answer.status)).toEqual(['SUCCESS']);
    expect(at(cloudFormation.answers[0]!.at)).toBeLessThan(FIRST_PUBLISH_TIMEOUT_MINUTES);
    // Answered with its build's outcome, tries to spare before the last one.
    expect(queue.find(request)).toBeUndefined();
    expect(codeBuild.builds).toHaveLength(2);
  });

  it('does not answer a request for another stack, and leaves it to the dead-letter queue', async () => {
    await expectErrorLogs(/A publish request no one can serve goes to the dead-letter queue.*another stack/);
    const { codeBuild, cloudFormation, queue, run } = world();
    queue.send({ ...cloudFormation.request('Update'), StackId: 'arn:aws:cloudformation:us-east-1:123456789012:stack/Someone-Else/0a1b2c3d' });
    await run(70);
    expect(codeBuild.startCalls).toBe(0);
    expect(cloudFormation.answers).toEqual([]);
    expect(queue.deadLetters).toHaveLength(1);
  });
});

describe('reading a queued message', () => {
  const record = (body: string) => ({ messageId: 'm-1', body, attributes: { ApproximateReceiveCount: '2', SentTimestamp: '1796050800000' } });

  it('takes the receive count and the time SQS took it from its attributes', () => {
    expect(readPublishRequest(record('{"kind":"by-hand","note":"after the DNS move"}'))).toEqual({
      messageId: 'm-1',
      sentAt: new Date(1796050800000),
      receiveCount: 2,
      body: { kind: 'by-hand', note: 'after the DNS move' },
    });
  });

  it('says why a body is unreadable', () => {
    expect(readPublishRequest(record('{"kind":"publish"}')).body).toMatchObject({ kind: 'unreadable', problem: expect.stringContaining('kind') });
    expect(readPublishRequest(record('{"kind":"content","eventId":"e","detailType":"Business Facts Changed"}')).body).toMatchObject({
      kind: 'unreadable',
      problem: expect.stringContaining('detailType'),
    });
  });

  it("refuses a CloudFormation request whose response URL is not AWS's", () => {
    const cloudFormation = new CloudFormationModel(new ModelClock());
    const forged = { ...cloudFormation.request('Update'), ResponseURL: 'https://attacker.example/collect' };
    expect(readPublishRequest(record(JSON.stringify(forged))).body).toMatchObject({ kind: 'unreadable', problem: expect.stringContaining('ResponseURL') });
    expect(readPublishRequest(record(JSON.stringify(cloudFormation.request('Update')))).body).toMatchObject({ kind: 'deploy' });
  });

  it('refuses a record without the attributes SQS sets', () => {
    expect(() => readPublishRequest({ messageId: 'm-1', body: '{}', attributes: {} })).toThrow();
  });
});

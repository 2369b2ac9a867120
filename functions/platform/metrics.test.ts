import middy from '@middy/core';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMetricsSettings } from './metrics-config.ts';
import { logger } from './logger.ts';
import { addBusinessMetrics, createMetrics, flushMetrics, metrics } from './metrics.ts';

// Decision 081: the business metrics as EMF lines, flushed once per invocation; silent locally.

const context = { functionName: 'test', awsRequestId: 'request-1' } as Context;

/** What a handler wrapped with the middleware printed to stdout, as parsed JSON lines. */
function capturedLines(write: { mock: { calls: unknown[][] } }): Array<Record<string, unknown>> {
  return write.mock.calls
    .map(([chunk]) => String(chunk))
    .flatMap((text) => text.split('\n').filter((line) => line.startsWith('{"_aws"')))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('metrics', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads the namespace and the service from the environment, with the local defaults', () => {
    expect(loadMetricsSettings({})).toEqual({ POWERTOOLS_METRICS_NAMESPACE: 'PartyCruises/local', POWERTOOLS_SERVICE_NAME: 'party-cruises' });
    expect(loadMetricsSettings({ POWERTOOLS_METRICS_NAMESPACE: 'PartyCruises/prod', POWERTOOLS_SERVICE_NAME: 'party-cruises' })).toMatchObject({
      POWERTOOLS_METRICS_NAMESPACE: 'PartyCruises/prod',
    });
    expect(() => loadMetricsSettings({ POWERTOOLS_METRICS_NAMESPACE: 'Party Cruises!' })).toThrow(/POWERTOOLS_METRICS_NAMESPACE/);
  });

  it('flushes an invocation’s business metrics as one EMF line in the namespace, with the service as the only dimension', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    const enabled = createMetrics({ POWERTOOLS_METRICS_NAMESPACE: 'PartyCruises/test', POWERTOOLS_SERVICE_NAME: 'party-cruises' });
    const handler = middy(async () => {
      addBusinessMetrics(
        [
          { name: 'PaymentRecorded', value: 1 },
          { name: 'PaymentAmountCents', value: 62_900 },
        ],
        { method: 'card' },
        enabled,
      );
    }).use(logMetrics(enabled));
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await handler({}, context);
    await handler({}, context);
    const lines = capturedLines(write);
    write.mockRestore();
    expect(lines).toHaveLength(2);
    const [line] = lines as [Record<string, unknown> & { _aws: { CloudWatchMetrics: Array<Record<string, unknown>> } }];
    expect(line._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: 'PartyCruises/test',
        Dimensions: [['service']],
        Metrics: [
          { Name: 'PaymentRecorded', Unit: 'Count' },
          { Name: 'PaymentAmountCents', Unit: 'Count' },
        ],
      },
    ]);
    // Each invocation's own values: the second flush does not carry the first's.
    expect(line).toMatchObject({ service: 'party-cruises', PaymentRecorded: 1, PaymentAmountCents: 62_900, method: 'card' });
    expect(lines[1]).toMatchObject({ PaymentRecorded: 1, PaymentAmountCents: 62_900 });
  });

  it('prints nothing locally and clears what an invocation added; an invocation that counts nothing warns of nothing', async () => {
    expect(process.env['POWERTOOLS_METRICS_DISABLED']).toBe('true');
    const warn = vi.spyOn(logger, 'warn');
    const write = vi.spyOn(process.stdout, 'write');
    const writeError = vi.spyOn(process.stderr, 'write');
    const counting = middy(async () => addBusinessMetrics([{ name: 'QuoteCreated', value: 1 }], { source: 'chat' })).use(flushMetrics());
    const idle = middy(async () => undefined).use(flushMetrics());
    await counting({}, context);
    expect(metrics.hasStoredMetrics()).toBe(false);
    await idle({}, context);
    expect(capturedLines(write)).toEqual([]);
    expect(writeError).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses an amount that is not whole cents, rather than sending a fraction of a cent', () => {
    const target = createMetrics({ POWERTOOLS_METRICS_NAMESPACE: 'PartyCruises/test', POWERTOOLS_SERVICE_NAME: 'party-cruises' });
    expect(() => addBusinessMetrics([{ name: 'RefundAmountCents', value: 12.5 }], {}, target)).toThrow(/RefundAmountCents/);
    target.clearMetrics();
  });
});

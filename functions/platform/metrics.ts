import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { BusinessMetricName } from './business-metrics.ts';
import { loadMetricsSettings, type MetricsSettings } from './metrics-config.ts';
import { logger } from './logger.ts';

/**
 * Powertools Metrics (issue 28, decision 081): the business metrics as CloudWatch embedded metric
 * format (EMF) lines in the function's log, which CloudWatch turns into metrics with no API call
 * and no latency. Only the functions that count something import this module (today the business
 * summary's consumer): the library is about 10 KB of a bundle, and the largest bundles have less
 * than that left of their budget (decision 015), so it is not part of every handler's wrapper.
 *
 * Locally (`npm start`, the tests) the same code runs with POWERTOOLS_METRICS_DISABLED=true, set
 * by the local stack and the test config: Powertools then keeps and clears the metrics per
 * invocation but prints nothing. POWERTOOLS_DEV would disable them too, but it also pretty-prints
 * every Logger line; the narrower switch leaves the logs as they are.
 */

/** The empty flush's warning: most invocations count nothing, and a warning per request would be noise. */
const NOTHING_TO_PUBLISH = 'No application metrics to publish';

/** Powertools' own messages (a metric or dimension it refused) go to the structured logger. */
const metricsLog = {
  debug: (...content: unknown[]) => logger.debug(String(content[0])),
  info: (...content: unknown[]) => logger.info(String(content[0])),
  warn: (...content: unknown[]) => {
    const message = String(content[0]);
    if (message.startsWith(NOTHING_TO_PUBLISH)) logger.debug(message);
    else logger.warn(message);
  },
  error: (...content: unknown[]) => logger.error(String(content[0])),
};

/** A Metrics instance with the stage's namespace and the service as its one default dimension. */
export function createMetrics(settings: MetricsSettings): Metrics {
  return new Metrics({ namespace: settings.POWERTOOLS_METRICS_NAMESPACE, serviceName: settings.POWERTOOLS_SERVICE_NAME, logger: metricsLog });
}

/** One instance per process, as the logger: Lambda runs one invocation at a time in it. */
export const metrics = createMetrics(loadMetricsSettings());

/** The middy middleware that flushes what an invocation added, after it returns or throws. */
export const flushMetrics = () => logMetrics(metrics);

/**
 * Adds business metrics to the invocation's flush: counts and amounts (integer cents) alike are
 * plain numbers, `Count` being CloudWatch's unit for both; `metadata` goes beside them in the log
 * line, not into the dimensions.
 */
export function addBusinessMetrics(
  values: ReadonlyArray<{ readonly name: BusinessMetricName; readonly value: number }>,
  metadata: Readonly<Record<string, string>> = {},
  target: Metrics = metrics,
): void {
  for (const { name, value } of values) {
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole, non-negative number, not ${value}`);
    target.addMetric(name, MetricUnit.Count, value);
  }
  if (values.length > 0) for (const [key, value] of Object.entries(metadata)) target.addMetadata(key, value);
}

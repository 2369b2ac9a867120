import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { loadConfig } from '../platform/config.ts';
import { logger } from '../platform/logger.ts';
import { discrepancies, reconcilePayments, type ReconciliationReport } from '../app/payments/reconcile.ts';
import { PAYMENTS_RECONCILED } from './schedules.ts';

/** Logs a run: a line per problem for staff, and the summary whose `discrepancies` the alarm counts. */
export function logReconciliation(report: ReconciliationReport): void {
  for (const problem of report.unresolved) logger.error('Payment state and ledger disagree: needs staff', { ...problem });
  for (const missed of report.recorded) logger.warn('Recorded a payment the webhook missed', { ...missed });
  logger.info(PAYMENTS_RECONCILED, {
    checked: report.checked,
    recorded: report.recorded.length,
    freed: report.freed.length,
    unresolved: report.unresolved.length,
    discrepancies: discrepancies(report),
  });
}

/**
 * Every half hour: reconciles bookings' payments with their ledger and with Stripe (decision 021). The log
 * line is the alarm's metric: `discrepancies` above zero means something went wrong
 * (infra/constructs/scheduled-job.ts).
 */
export const handler = middy<unknown, { checked: number; discrepancies: number }>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const report = await reconcilePayments(loadConfig(), new Date());
    logReconciliation(report);
    return { checked: report.checked, discrepancies: discrepancies(report) };
  });

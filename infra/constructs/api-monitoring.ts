import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Alarm, IAlarmAction, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteContract } from '#contracts/route.ts';
import { bookingRoutes } from '#contracts/routes/booking.ts';
import { paymentsRoutes } from '#contracts/routes/payments.ts';
import { paymentsStaffRoutes } from '#contracts/routes/payments-staff.ts';
import { alarmAtOrAbove, alarmOnFirst, metricNamespace } from './alarms.ts';

/** Server errors (5xx) in five minutes that page someone: one is a bug to read, five an outage. */
export const API_5XX_THRESHOLD = 5;
/** p99 latency that pages someone when it lasts three five-minute periods (cold starts are ~1 s). */
export const API_P99_LATENCY_MS = 3000;

/**
 * What the business does, counted from the API's access log (route and status; decision 053):
 * a successful request of each route is one event. Metric filters cost nothing per request.
 */
export const BUSINESS_COUNTS = {
  QuotesSaved: bookingRoutes.createQuote,
  BookingsMade: bookingRoutes.createBooking,
  DepositCheckoutsStarted: paymentsRoutes.startDepositCheckout,
  PaymentWebhooksHandled: paymentsRoutes.stripeWebhook,
  RefundsIssued: paymentsStaffRoutes.refundAdminBooking,
} as const satisfies Record<string, RouteContract>;

export type BusinessCount = keyof typeof BUSINESS_COUNTS;

/** The route key API Gateway writes in the access log (`$context.routeKey`). */
export function routeKeyOf(route: RouteContract): string {
  return `${route.method} ${route.path}`;
}

export interface ApiMonitoringProps {
  readonly stage: string;
  readonly httpApi: HttpApi;
  /** The stage's access log: JSON with `routeKey` and `status` (api-stack.ts). */
  readonly accessLogs: ILogGroup;
  readonly alarmAction?: IAlarmAction | undefined;
}

/**
 * The API's alarms (server errors, p99 latency, the payment webhook's failures) and the business
 * counts, read from API Gateway's metrics and the access log.
 */
export class ApiMonitoring extends Construct {
  readonly alarms: Alarm[] = [];
  readonly businessCounts: Record<BusinessCount, Metric>;
  readonly webhookFailures: Metric;

  constructor(scope: Construct, id: string, props: ApiMonitoringProps) {
    super(scope, id);
    const namespace = metricNamespace(props.stage);
    const fiveMinutes = Duration.minutes(5);
    const countOf = (filterId: string, metricName: string, route: RouteContract, statuses: string[]) =>
      new MetricFilter(this, filterId, {
        logGroup: props.accessLogs,
        filterPattern: FilterPattern.all(
          FilterPattern.stringValue('$.routeKey', '=', routeKeyOf(route)),
          FilterPattern.any(...statuses.map((status) => FilterPattern.stringValue('$.status', '=', status))),
        ),
        metricNamespace: namespace,
        metricName,
        metricValue: '1',
      }).metric({ statistic: 'Sum', period: fiveMinutes });

    this.alarms.push(
      alarmAtOrAbove(
        this,
        'ServerErrorsAlarm',
        {
          metric: props.httpApi.metricServerError({ statistic: 'Sum', period: fiveMinutes }),
          threshold: API_5XX_THRESHOLD,
          description: `The API answered ${API_5XX_THRESHOLD} or more requests with a 5xx in five minutes: read the functions' logs (docs/deploy.md, "When something fails").`,
        },
        props.alarmAction,
      ),
      alarmAtOrAbove(
        this,
        'LatencyAlarm',
        {
          metric: props.httpApi.metricLatency({ statistic: 'p99', period: fiveMinutes }),
          threshold: API_P99_LATENCY_MS,
          periods: 3,
          description: `The API's p99 latency has been ${API_P99_LATENCY_MS} ms or more for 15 minutes: look for throttles, a slow dependency (Stripe, Cognito, SES) or a hot table partition.`,
        },
        props.alarmAction,
      ),
    );

    // Stripe retries a refused webhook for days, but a payment is not recorded until one is
    // accepted: a failure (a 5xx, or a 4xx such as a signature that no longer matches after a
    // secret rotation) is worth a look the first time.
    this.webhookFailures = countOf('PaymentWebhookFailures', 'PaymentWebhookFailures', paymentsRoutes.stripeWebhook, ['4*', '5*']);
    this.alarms.push(
      alarmOnFirst(
        this,
        'PaymentWebhookFailuresAlarm',
        this.webhookFailures,
        "Stripe's webhook was refused or failed: payments are not being recorded until it is accepted (check the webhook secret in Parameter Store and the function's log; decision 018).",
        props.alarmAction,
      ),
    );

    const count = (name: BusinessCount) => countOf(name, name, BUSINESS_COUNTS[name], ['2*']);
    this.businessCounts = {
      QuotesSaved: count('QuotesSaved'),
      BookingsMade: count('BookingsMade'),
      DepositCheckoutsStarted: count('DepositCheckoutsStarted'),
      PaymentWebhooksHandled: count('PaymentWebhooksHandled'),
      RefundsIssued: count('RefundsIssued'),
    };
  }
}

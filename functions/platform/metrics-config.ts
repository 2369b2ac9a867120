import * as z from '#domain/shared/zod.ts';

/**
 * The business metrics' part of a function's configuration (issue 28, decision 081): the stage's
 * CloudWatch namespace, shared with the metrics the stacks make from logs, and the service, the
 * metrics' one dimension. Kept out of config.ts, which every bundle carries, so its bytes go only
 * into the bundles that emit metrics: the largest bundles have a few hundred bytes of their budget
 * left (decision 015). The cloud sets both (infra/constructs/function-environment.ts); the local
 * stack never sends metrics (POWERTOOLS_METRICS_DISABLED), so the defaults name no stage.
 */
const metricsSettingsSchema = z.object({
  POWERTOOLS_METRICS_NAMESPACE: z._default(
    z.string().check(z.regex(/^[A-Za-z0-9./#:_-]{1,255}$/, { message: 'A CloudWatch namespace such as PartyCruises/dev.' })),
    'PartyCruises/local',
  ),
  POWERTOOLS_SERVICE_NAME: z._default(z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, { message: 'A service name such as party-cruises.' })), 'party-cruises'),
});

export type MetricsSettings = z.infer<typeof metricsSettingsSchema>;

/**
 * The metrics' settings, read when the metrics module loads (before a handler runs): a wrong value
 * fails the import loudly, with the names, as loadConfig() fails the first request.
 */
export function loadMetricsSettings(env: NodeJS.ProcessEnv = process.env): MetricsSettings {
  const parsed = metricsSettingsSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid metrics configuration: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
  return parsed.data;
}

// The handlers' info lines would bury the figures; the logger reads its level when first loaded.
process.env['POWERTOOLS_LOG_LEVEL'] ??= 'WARN';
const { chatModel } = await import('#functions/adapters/bedrock/chat-model.ts');
const { loadConfig } = await import('#functions/platform/config.ts');
const { startLocalStack } = await import('#infra/local/stack.ts');
const { reportLines, runEvaluation } = await import('./run-evaluation.ts');
const { runStaffEvaluation, staffReportLines } = await import('./run-staff-evaluation.ts');
const { readReviewFile, reviewLines } = await import('./review-list.ts');

// `npm run eval:ai`: the guest agent's and the staff assistant's evaluation sets on a throw-away local stack, against the
// model stand-in, or against Amazon Bedrock (AI_MODEL_ID) when AWS credentials are in the
// environment (or `-- --bedrock`); `-- --stand-in` keeps the stand-in whatever the environment.
// Prints the share answered right, grounded and handed over, the injection attempts refused and
// the guardrail cases blocked or let through as the policy says (with AI_GUARDRAIL_ID and
// AI_GUARDRAIL_VERSION, a stage's guardrail on Bedrock); exits 1 when a price is not grounded, an
// attempt was not refused or a guardrail case went the wrong way. `-- --review <file>` asks the
// questions of a review list downloaded from /admin/agent-chat again instead (review-list.ts).

const argv = process.argv.slice(2);
const args = new Set(argv);
const reviewIndex = argv.indexOf('--review');
const reviewFile = reviewIndex >= 0 ? argv[reviewIndex + 1] : undefined;
if (reviewIndex >= 0 && !reviewFile) throw new Error('--review needs the review list file downloaded from /admin/agent-chat');
const reviews = reviewFile ? readReviewFile(reviewFile) : null;
const hasCredentials = Boolean(process.env['AWS_ACCESS_KEY_ID'] || process.env['AWS_PROFILE'] || process.env['AWS_WEB_IDENTITY_TOKEN_FILE']);
const useBedrock = args.has('--bedrock') || (hasCredentials && !args.has('--stand-in'));
const region = process.env['AWS_REGION'];
// A deployed stage's guardrail (decision 086), named before the throw-away stack sets the stand-in's:
// against Bedrock without one, the loop checks personal data itself and the topics rest on the prompt.
const deployedGuardrail = { AI_GUARDRAIL_ID: process.env['AI_GUARDRAIL_ID'], AI_GUARDRAIL_VERSION: process.env['AI_GUARDRAIL_VERSION'] };

const stack = await startLocalStack({ port: 0, dataDir: null });
try {
  const config = loadConfig();
  // The tools read the throw-away stack's table either way; only the model changes.
  const model = useBedrock ? chatModel({ ...config, AWS_REGION: region ?? 'us-east-1', BEDROCK_ENDPOINT: undefined, ...deployedGuardrail }) : undefined;
  if (reviews) {
    for (const line of await reviewLines(config, reviews, model ? { model } : {})) console.log(line);
  } else {
    const report = await runEvaluation(config, { ...(model ? { model } : {}), log: (line) => console.log(`  ${line}`) });
    const staff = await runStaffEvaluation(config, { ...(model ? { model } : {}), log: (line) => console.log(`  ${line}`) });
    console.log('');
    for (const line of reportLines(report)) console.log(line);
    for (const line of staffReportLines(staff)) console.log(line);
    const pricesGrounded = report.guest.filter((result) => result.hasPrices).every((result) => result.grounded);
    const refused = report.injections.every((result) => result.right) && staff.guestAttempts.every((result) => result.right);
    const guarded = report.guardrail.every((result) => result.right);
    const staffGrounded = staff.staff.every((result) => result.grounded);
    process.exitCode = pricesGrounded && refused && guarded && staffGrounded && report.seededQuotesUnchanged ? 0 : 1;
  }
} finally {
  await stack.stop();
}

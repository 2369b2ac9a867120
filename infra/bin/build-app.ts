import { App, Tags } from 'aws-cdk-lib';
import { siteDir as builtSiteDir } from '#infra/local/site-build.ts';
import { ApiStack } from '../stacks/api-stack.ts';
import { AuthStack } from '../stacks/auth-stack.ts';
import { DataStack } from '../stacks/data-stack.ts';
import { EventsStack } from '../stacks/events-stack.ts';
import { stageFromContext, type Stage } from '../stacks/stage.ts';
import { WebStack } from '../stacks/web-stack.ts';

export interface BuildAppOptions {
  /** The built site to deploy; tests point it at a fixture. */
  readonly siteDir?: string;
}

export interface PartyCruisesApp {
  readonly app: App;
  readonly stage: Stage;
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly events: EventsStack;
  readonly api: ApiStack;
  readonly web: WebStack;
}

/** Adds every stack of one stage (from the app's `stage` context) to the app. */
export function buildApp(app: App, options: BuildAppOptions = {}): PartyCruisesApp {
  const stage = stageFromContext(app);
  // Account and region come from the CLI's profile when there is one; synth works without.
  const env = { account: process.env['CDK_DEFAULT_ACCOUNT'], region: process.env['CDK_DEFAULT_REGION'] };
  const common = { env, stage, terminationProtection: stage === 'prod' };
  const name = (part: string) => `PartyCruises-${stage}-${part}`;

  const data = new DataStack(app, name('Data'), common);
  const auth = new AuthStack(app, name('Auth'), common);
  const pool = { userPool: auth.userPool, userPoolClient: auth.apiClient };
  const events = new EventsStack(app, name('Events'), { ...common, ...pool, table: data.table });
  const api = new ApiStack(app, name('Api'), { ...common, ...pool, table: data.table, bus: events.bus });
  const web = new WebStack(app, name('Web'), { ...common, siteDir: options.siteDir ?? builtSiteDir, apiDomain: api.apiDomain });

  Tags.of(app).add('project', 'party-cruises');
  Tags.of(app).add('stage', stage);
  return { app, stage, data, auth, events, api, web };
}

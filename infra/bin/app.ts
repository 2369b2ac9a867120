import { App, Validations } from 'aws-cdk-lib';
import { ensureSiteBuilt } from '#infra/local/site-build.ts';
import { nagPacks } from '../constructs/nag.ts';
import { buildApp } from './build-app.ts';

// The web stack generates its routing from the built site; stdout belongs to the CDK CLI.
await ensureSiteBuilt({ log: (line) => console.error(line) });
const app = new App();
buildApp(app);
// cdk-nag's AWS Solutions and Serverless packs check every synth: an unacknowledged finding
// fails it (acknowledgements: infra/constructs/nag.ts, decision 012).
Validations.of(app).addPlugins(...nagPacks());
app.synth();

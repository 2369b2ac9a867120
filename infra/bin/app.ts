import { App, Validations } from 'aws-cdk-lib';
import { ensureSiteBuilt } from '#infra/local/site-build.ts';
import { ControlTowerGuard } from '../constructs/guard.ts';
import { nagPacks } from '../constructs/nag.ts';
import { buildApp } from './build-app.ts';

// The web stack generates its routing from the built site; stdout belongs to the CDK CLI.
await ensureSiteBuilt({ log: (line) => console.error(line) });
const app = new App();
const built = buildApp(app);
// cdk-nag's AWS Solutions and Serverless packs check every synth: an unacknowledged finding
// fails it (acknowledgements: infra/constructs/nag.ts, decision 012).
Validations.of(app).addPlugins(...nagPacks());
// A second, independent check: AWS Control Tower's Guard rules (cfn-guard) over the synthesized
// templates; a violation fails the synth (exceptions, each with its reason: infra/constructs/guard.ts,
// decision 082).
Validations.of(app).addPlugins(new ControlTowerGuard(built.stage));
app.synth();

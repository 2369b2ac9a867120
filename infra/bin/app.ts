import { App } from 'aws-cdk-lib';
import { ensureSiteBuilt } from '#infra/local/site-build.ts';
import { buildApp } from './build-app.ts';

// The web stack deploys dist/site and generates its routing from it; stdout belongs to the CDK CLI.
await ensureSiteBuilt({ log: (line) => console.error(line) });
buildApp(new App()).app.synth();

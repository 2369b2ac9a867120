import { Logger } from '@aws-lambda-powertools/logger';
import { withSourceMappedStack } from './source-mapped-stack.ts';

// One structured (JSON) logger per process; handlers add keys such as quoteId per flow. An error it
// writes has its stack mapped to the sources from the map beside the bundle, read on the first
// error rather than by --enable-source-maps at every cold start (decision 060).
export const logger = new Logger({
  serviceName: 'party-cruises',
  jsonReplacerFn: (_key, value) => (value instanceof Error ? withSourceMappedStack(value) : value),
});

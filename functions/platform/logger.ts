import { Logger } from '@aws-lambda-powertools/logger';

// One structured (JSON) logger per process; handlers add keys such as quoteId per flow.
export const logger = new Logger({ serviceName: 'party-cruises' });

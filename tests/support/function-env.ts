import '#infra/local/environment.ts';
import { inject } from 'vitest';
import { resetConfigCache } from '#functions/platform/config.ts';
// Every test fails if an event consumer dead-letters an event it caused (decision 034); its hooks
// reach the bus only once the tests run, with the environment set below.
import './consumer-failures.ts';

// Test workers call handlers and repositories directly, with the environment the stack gives them.
Object.assign(process.env, inject('stack').env);
resetConfigCache();

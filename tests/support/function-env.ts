import { inject } from 'vitest';
import { resetConfigCache } from '#functions/platform/config.ts';

// Test workers call handlers and repositories directly, with the environment the stack gives them.
Object.assign(process.env, inject('stack').env);
resetConfigCache();

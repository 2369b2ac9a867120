import type { Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../shared/project-root.ts';

type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

const loaded = new Map<string, Promise<LambdaHandler>>();

// A page a function renders imports the site's components, and they import their stylesheets
// (decision 093). The Lambda bundle loads them as nothing (appFunctionBundling's `.css` loader);
// so does this process, which loads the handlers as Node.js modules.
registerHooks({
  load(url, context, nextLoad) {
    if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
    return nextLoad(url, context);
  },
});

/**
 * Loads a handler module by the same project-relative entry the CDK bundles, once per process
 * (like a warm Lambda container).
 */
export function loadHandler(entry: string): Promise<LambdaHandler> {
  let handler = loaded.get(entry);
  if (!handler) {
    handler = import(pathToFileURL(path.join(projectRoot, entry)).href).then((module: { handler?: LambdaHandler }) => {
      if (typeof module.handler !== 'function') throw new Error(`${entry} does not export a handler`);
      return module.handler;
    });
    loaded.set(entry, handler);
  }
  return handler;
}

export function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const requestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Runs a handler with a deadline, as Lambda would cut it off. */
export async function invoke(entry: string, functionName: string, event: unknown, timeoutMs: number): Promise<unknown> {
  const handler = await loadHandler(entry);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${functionName} timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([handler(event, lambdaContext(functionName, timeoutMs)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

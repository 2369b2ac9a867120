import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { afterAll, beforeAll } from 'vitest';
import { clientOptions } from '#functions/platform/aws/client-options.ts';
import { startModelStandIn, type ModelStandIn } from '#infra/local/model-stand-in.ts';

/** A guest agent's request as the stand-in's tests send it: the day, and three of the guest tools. */
export const GUEST_TURN = {
  system: [{ text: 'Today is 2026-12-01 (Tuesday) in Austin.' }],
  toolConfig: {
    tools: ['price_cruise', 'search_policies', 'hand_over'].map((name) => ({ toolSpec: { name, inputSchema: { json: { type: 'object' } } } })),
  },
};

/**
 * A model stand-in started for the test file, and the SDK's Bedrock client pointed at it as the
 * adapter builds one (HTTP/1.1, the local credentials: the SDK's default handler is HTTP/2, for
 * ConverseStream). Read its fields in tests, after the file's beforeAll.
 */
export function modelStandInForFile(): { readonly standIn: ModelStandIn; readonly client: BedrockRuntimeClient } {
  const held = {} as { standIn: ModelStandIn; client: BedrockRuntimeClient };
  beforeAll(async () => {
    held.standIn = await startModelStandIn({ host: '127.0.0.1' });
    held.client = new BedrockRuntimeClient(clientOptions({ region: 'us-east-1', endpoint: held.standIn.endpoint }));
  });
  afterAll(async () => {
    held.client?.destroy();
    await held.standIn?.stop();
  });
  return held;
}

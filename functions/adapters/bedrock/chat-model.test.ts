import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL_CONFIG_ENV } from '#tests/support/minimal-config-env.ts';
import { loadConfig } from '../../platform/config.ts';
import { chatModel } from './chat-model.ts';

// AI_OPENAI_BASE_URL puts an OpenAI-compatible server (Ollama, llama.cpp) behind the same
// interface as Bedrock's Converse (decision 069): tool calls and tool results cross in its shape.

const received: unknown[] = [];
const replies = [
  {
    choices: [
      {
        finish_reason: 'tool_calls',
        message: {
          content: null,
          tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'price_cruise', arguments: '{"groupSize":18,"eventDate":"2027-07-04"}' } }],
        },
      },
    ],
    usage: { prompt_tokens: 120, completion_tokens: 20 },
  },
  { choices: [{ finish_reason: 'stop', message: { content: 'It is $1,154.25 in all.' } }], usage: { prompt_tokens: 200, completion_tokens: 10 } },
];
let server: http.Server;
let baseUrl = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(replies.shift()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the OpenAI-compatible model', () => {
  it('asks for tools and takes their results through chat completions', async () => {
    const model = chatModel(loadConfig({ ...MINIMAL_CONFIG_ENV, AI_OPENAI_BASE_URL: baseUrl, AI_OPENAI_MODEL: 'llama3.1' }));
    expect(model).toMatchObject({ kind: 'openai-compatible', id: 'llama3.1' });
    const tools = [{ name: 'price_cruise', description: 'Prices a cruise.', inputSchema: { type: 'object' } }];
    const first = await model.converse({ system: 'Rules.', messages: [{ role: 'user', content: [{ text: 'Price for 18?' }] }], tools, maxTokens: 100 });
    expect(first).toEqual({
      message: { role: 'assistant', content: [{ toolUse: { toolUseId: 'call_1', name: 'price_cruise', input: { groupSize: 18, eventDate: '2027-07-04' } } }] },
      stop: 'tool_use',
      usage: { inputTokens: 120, outputTokens: 20 },
    });
    const second = await model.converse({
      system: 'Rules.',
      messages: [
        { role: 'user', content: [{ text: 'Price for 18?' }] },
        first.message,
        { role: 'user', content: [{ toolResult: { toolUseId: 'call_1', content: { totalPrice: '$1,154.25' }, status: 'success' } }] },
      ],
      tools,
      maxTokens: 100,
    });
    expect(second).toMatchObject({ message: { content: [{ text: 'It is $1,154.25 in all.' }] }, stop: 'end_turn' });
    expect(received[1]).toEqual({
      path: '/v1/chat/completions',
      body: {
        model: 'llama3.1',
        max_tokens: 100,
        temperature: 0,
        tools: [{ type: 'function', function: { name: 'price_cruise', description: 'Prices a cruise.', parameters: { type: 'object' } } }],
        messages: [
          { role: 'system', content: 'Rules.' },
          { role: 'user', content: 'Price for 18?' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'price_cruise', arguments: '{"groupSize":18,"eventDate":"2027-07-04"}' } }],
          },
          { role: 'tool', tool_call_id: 'call_1', content: '{"totalPrice":"$1,154.25"}' },
        ],
      },
    });
  });

  it('is Bedrock without it, and the stand-in when BEDROCK_ENDPOINT points at one', () => {
    expect(chatModel(loadConfig({ ...MINIMAL_CONFIG_ENV }))).toMatchObject({ kind: 'bedrock', id: 'amazon.nova-lite-v1:0' });
    expect(chatModel(loadConfig({ ...MINIMAL_CONFIG_ENV, BEDROCK_ENDPOINT: 'http://127.0.0.1:9' }))).toMatchObject({ kind: 'stand-in' });
  });
});

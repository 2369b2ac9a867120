import { describe, expect, it } from 'vitest';
import { VIEWER_ADDRESS_HEADER, requestSourceIp } from '#functions/platform/http/client-address.ts';
import { toApiGatewayEvent } from './api-gateway-event.ts';

describe('local API Gateway events', () => {
  it('carry the connection address as the viewer address, overwriting one the client sent, as CloudFront does', () => {
    const event = toApiGatewayEvent({
      method: 'POST',
      url: '/api/leads',
      routeKey: 'POST /api/leads',
      headers: { [VIEWER_ADDRESS_HEADER]: '198.51.100.1', host: 'localhost' },
      sourceIp: '127.4.5.6',
    });
    expect(event.headers[VIEWER_ADDRESS_HEADER]).toBe('127.4.5.6');
    expect(requestSourceIp(event)).toBe('127.4.5.6');
  });
});

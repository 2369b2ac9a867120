import { randomInt } from 'node:crypto';

/**
 * A fresh loopback address (127.x.y.z) to send requests from. The gateway passes the socket's
 * address on as `requestContext.http.sourceIp`, as API Gateway does, so each test that sends
 * from its own address has its own rate-limit allowance and the suites never throttle each
 * other. Linux routes all of 127.0.0.0/8 to the loopback interface.
 */
export function newClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

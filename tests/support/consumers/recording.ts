// A consumer for the local bus's own tests: it records what it receives, and fails on demand.
export const received: unknown[] = [];
export const failures = { remaining: 0 };

export async function handler(event: unknown): Promise<void> {
  if (failures.remaining > 0) {
    failures.remaining -= 1;
    throw new Error('consumer failed on purpose');
  }
  received.push(event);
}

import { closeSync, existsSync, fdatasync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';

/** An event the bus accepted, with the rules it still owes it to. */
export interface OwedDelivery {
  event: Record<string, unknown> & { id: string };
  rules: string[];
}

/**
 * The local bus's record of what it accepted and has not yet delivered (decision 034), so a
 * crash loses nothing PutEvents acknowledged, as EventBridge does not. One append-only file of
 * JSON lines: `{"accepted": event, "rules": [...]}` when PutEvents takes an event, made durable
 * (fdatasync) before PutEvents answers, and `{"settled": id, "rule": name}` when a rule's
 * delivery ends (delivered or dead-lettered), not synced: a settlement lost in a crash only
 * means one more delivery, which consumers absorb (they are idempotent on the envelope id).
 */
export interface BusJournal {
  /** What was accepted before the last stop and never settled, in the order it was accepted. */
  readonly owed: readonly OwedDelivery[];
  /** Resolves once the deliveries are on disk; the caller answers PutEvents only then. */
  accept(deliveries: readonly OwedDelivery[]): Promise<void>;
  settle(eventId: string, rule: string): void;
  close(): void;
}

// Past this many bytes the file is emptied the next time nothing is owed (an idle bus), so it
// never grows beyond one busy spell's worth of lines.
const TRUNCATE_AFTER_BYTES = 1024 * 1024;

/** Reads the journal (a torn last line from a crash mid-write is ignored) into what is still owed. */
function readOwed(file: string): Map<string, OwedDelivery> {
  const owed = new Map<string, OwedDelivery>();
  if (!existsSync(file)) return owed;
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let record: { accepted?: OwedDelivery['event']; rules?: string[]; settled?: string; rule?: string };
    try {
      record = JSON.parse(line) as typeof record;
    } catch (error) {
      // Only the last line can be torn (the process died inside its write); anything else is damage.
      if (index >= lines.length - 2) return;
      throw new Error(`${file} line ${index + 1} is not JSON: ${(error as Error).message}`);
    }
    if (record.accepted && record.rules) {
      owed.set(record.accepted.id, { event: record.accepted, rules: [...record.rules] });
    } else if (record.settled && record.rule) {
      const delivery = owed.get(record.settled);
      if (!delivery) return;
      delivery.rules = delivery.rules.filter((rule) => rule !== record.rule);
      if (delivery.rules.length === 0) owed.delete(record.settled);
    }
  });
  return owed;
}

const acceptedLine = (delivery: OwedDelivery) => `${JSON.stringify({ accepted: delivery.event, rules: delivery.rules })}\n`;

/**
 * Opens (or creates) the journal, keeps only what is still owed (rewritten to a new file, synced,
 * then renamed over the old one, so a crash during the rewrite leaves one or the other whole).
 */
export function openBusJournal(file: string): BusJournal {
  mkdirSync(path.dirname(file), { recursive: true });
  const live = readOwed(file);
  const owed = [...live.values()].map((delivery) => ({ event: delivery.event, rules: [...delivery.rules] }));
  const compacted = `${file}.next`;
  const rewrite = openSync(compacted, 'w');
  writeSync(rewrite, owed.map(acceptedLine).join(''));
  fsyncSync(rewrite);
  closeSync(rewrite);
  renameSync(compacted, file);
  const directory = openSync(path.dirname(file), 'r');
  fsyncSync(directory);
  closeSync(directory);

  const fd = openSync(file, 'a');
  let written = 0;

  // Group commit: writes go to the file at once; one fdatasync covers every write made before it
  // started, so a burst of PutEvents calls shares syncs instead of queueing one each.
  let syncing: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const startSync = (): Promise<void> => {
    const started = new Promise<void>((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve()))).finally(() => {
      syncing = null;
    });
    syncing = started;
    return started;
  };
  const durable = (): Promise<void> => {
    if (queued) return queued;
    if (!syncing) return startSync();
    // The sync under way may have started before this write: one more after it covers every
    // write made meanwhile.
    const next = syncing.then(
      () => {
        queued = null;
        return startSync();
      },
      () => {
        queued = null;
        return startSync();
      },
    );
    queued = next;
    return next;
  };

  const write = (text: string) => {
    writeSync(fd, text);
    written += Buffer.byteLength(text);
  };

  return {
    owed,
    accept(deliveries) {
      for (const delivery of deliveries) live.set(delivery.event.id, { event: delivery.event, rules: [...delivery.rules] });
      write(deliveries.map(acceptedLine).join(''));
      return durable();
    },
    settle(eventId, rule) {
      const delivery = live.get(eventId);
      if (!delivery) return;
      delivery.rules = delivery.rules.filter((name) => name !== rule);
      if (delivery.rules.length > 0) {
        write(`${JSON.stringify({ settled: eventId, rule })}\n`);
        return;
      }
      live.delete(eventId);
      if (live.size === 0 && written > TRUNCATE_AFTER_BYTES) {
        // Nothing is owed: every line is history.
        ftruncateSync(fd, 0);
        written = 0;
        return;
      }
      write(`${JSON.stringify({ settled: eventId, rule })}\n`);
    },
    close() {
      closeSync(fd);
    },
  };
}

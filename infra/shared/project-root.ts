import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: handler entries in the route and event-rule tables are relative to it. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

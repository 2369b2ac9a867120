import { rmSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../shared/project-root.ts';

// `npm run reset`: forget every local record, user and dead letter (the next start seeds afresh).
rmSync(path.join(projectRoot, '.data'), { recursive: true, force: true });
console.log('Local data wiped (.data/). The next npm start creates the table, the user pool and a new admin.');

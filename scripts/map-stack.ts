/**
 * `npx tsx scripts/map-stack.ts <index.mjs.map> < stack.txt`: prints a stack from a function's
 * logs with its frames in the sources (decision 060). The functions' logger maps the errors it
 * writes itself; this is for a stack it did not write, such as an error while the function loaded,
 * which Lambda logs. The map is in the function's deployment package beside index.mjs
 * (`aws lambda get-function --function-name <name> --query Code.Location` gives its address) or
 * in the synthesized assembly (`cdk.out/asset.<hash>/index.mjs.map`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceMappedStack } from '#functions/platform/source-mapped-stack.ts';

/** Where Lambda puts a function's code (handler `index.handler`), as its frames name it. */
const DEPLOYED_FILE = '/var/task/index.mjs';

const mapFile = process.argv[2];
if (!mapFile) {
  console.error('Usage: npx tsx scripts/map-stack.ts <index.mjs.map> < stack.txt');
  process.exit(2);
}
process.stdout.write(sourceMappedStack(readFileSync(0, 'utf8'), DEPLOYED_FILE, path.resolve(mapFile)));

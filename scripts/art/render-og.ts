// Renders the social card artwork (frontend/src/assets/art/og-card.svg) to the 1200x630 PNG that
// og:image points at. Run after changing the artwork: npx tsx scripts/art/render-og.ts
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '#infra/shared/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const source = path.join(root, 'frontend', 'src', 'assets', 'art', 'og-card.svg');
const target = path.join(root, 'frontend', 'public', 'og', 'lake-travis-party-cruises.png');
const WIDTH = 1200;
const HEIGHT = 630;

const svg = readFileSync(source, 'utf8');
mkdirSync(path.dirname(target), { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: HEADLESS_CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  const inline = svg.replace('<svg ', `<svg style="display:block;width:${WIDTH}px;height:${HEIGHT}px" `);
  await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden">${inline}</body></html>`);
  await page.screenshot({ path: target, type: 'png', clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
} finally {
  await browser.close();
}
console.log(`Wrote ${path.relative(root, target)} (${Math.round(statSync(target).size / 1024)} KB)`);

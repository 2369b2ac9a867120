import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:4300';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
  for (const p of paths) {
    const reqs: string[] = []; page.on('request', (q) => reqs.push(q.url().replace(base, ''))); const r = await page.goto(base + p, { waitUntil: 'load' }); await page.waitForTimeout(2500); console.log(reqs.length, reqs.filter(u => u.includes('api')).slice(0, 8));
    const name = (p === '/' ? 'home' : p.slice(1).replace(/\//g, '_')) + '-' + width;
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: process.env.FULL === '1' });
    console.log(width, p, r?.status(), await page.title(), errors.splice(0).join(' | '));
  }
  await page.close();
}
await browser.close();

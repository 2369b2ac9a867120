import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '#tests/support/contrast.ts';

// The guest widget's focus ring (issue 30): the site's gold ring is drawn for its dark bands and
// photos, and is about 2:1 on white, under the 3:1 WCAG 2.2 asks of a focus indicator against what
// it is drawn on. The widget (the embed, the agent's panel on /chat) is white, so it sets its own.

const css = (path: string) => readFileSync(new URL(`../../frontend/src/${path}`, import.meta.url), 'utf8');
const rootColours = new Map([...css('styles/base.css').matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6});/gi)].map((match) => [match[1]!, match[2]!]));

function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** The colour a stylesheet gives `--focus-ring` in the rule for `selector`. */
function ringIn(path: string, selector: string): string {
  const rule = css(path).match(new RegExp(`\\n${selector.replace('.', '\\.')} \\{([^}]*)\\}`))?.[1] ?? '';
  const name = rule.match(/--focus-ring:\s*var\(--(color-[\w-]+)\)/)?.[1];
  const hex = name ? rootColours.get(name) : undefined;
  if (!hex) throw new Error(`${selector} in ${path} sets no --focus-ring from the site's colours`);
  return rgb(hex);
}

describe("the guest widget's focus ring", () => {
  const white = rgb(rootColours.get('color-surface')!);

  it("is why the widget has its own: the site's gold is under 3:1 on white", () => {
    expect(contrastRatio(rgb(rootColours.get('color-sun-deep')!), white)).toBeLessThan(3);
  });

  it.each([
    ['embed/embed.css', '.embed'],
    ['styles/agent.css', '.agent'],
  ])('is at least 3:1 against the white it is drawn on (%s)', (path, selector) => {
    expect(contrastRatio(ringIn(path, selector), white)).toBeGreaterThanOrEqual(3);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(118, 118, 118)', 'rgb(255, 255, 255)')).toBeCloseTo(4.54, 2);
  });
});

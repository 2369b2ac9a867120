// WCAG's contrast ratio between two colours as a browser computes them ('rgb(11, 58, 83)'), for
// the checks axe cannot make: a focus ring's against what it is drawn on (WCAG 2.2, 1.4.11 and
// 2.4.13 ask 3:1), which axe does not see because it reads the page unfocused.

function luminance(colour: string): number {
  const channels = colour
    .match(/\d+(\.\d+)?/g)
    ?.slice(0, 3)
    .map(Number);
  if (!channels || channels.length < 3) throw new Error(`Not an rgb() colour: ${colour}`);
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A two-tone focus ring's contrast with what it is drawn on: its better tone's (either shows the focus). */
export function ringContrast(ring: { outline: string; inner: string; background: string }): number {
  return Math.max(...[ring.outline, ring.inner].filter((tone) => tone !== 'none').map((tone) => contrastRatio(tone, ring.background)), 1);
}

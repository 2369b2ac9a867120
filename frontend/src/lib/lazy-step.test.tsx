import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyStep } from './lazy-step.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (step: ReturnType<typeof lazyStep<{ name: string }>>) =>
  renderToStaticMarkup(
    <Suspense fallback={<p aria-busy="true">Loading...</p>}>
      <step.Component name="Maya" />
    </Suspense>,
  );

describe('a step whose code loads when it is opened', () => {
  it('shows its fallback while its code loads', () => {
    const step = lazyStep(() => new Promise<typeof Greeting>(() => undefined));
    expect(inSuspense(step)).toBe('<p aria-busy="true">Loading...</p>');
  });

  it('renders at once, never its fallback, when its code was asked for first (on the guest’s intent)', async () => {
    const step = lazyStep(async () => Greeting);
    await step.preload();
    expect(inSuspense(step)).toBe('<p>Hello Maya</p>');
  });

  it('asks for its code once, and again after a load that failed', async () => {
    let asked = 0;
    const step = lazyStep(async () => {
      asked += 1;
      if (asked === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(step.preload()).rejects.toThrow('offline');
    await Promise.all([step.preload(), step.preload()]);
    expect(asked).toBe(2);
  });
});

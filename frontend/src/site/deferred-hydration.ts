/**
 * When a prerendered page hands itself to React: at the visitor's first sign of intent (moving
 * the pointer, touching, scrolling, pressing a key, focusing something). Reading needs no
 * JavaScript, so the framework stays off the critical path and the page paints and responds
 * without waiting for it. Until React owns the page, a click on a control (a button, a tab) or a
 * form submission is held and replayed after; links keep their native behaviour and load the next
 * prerendered page.
 */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'] as const;
const CONTROLS = 'button, [role="tab"], input[type="submit"]';

export function hydrateWhenNeeded(root: HTMLElement, start: () => Promise<void>, win: Window = window): void {
  const doc = win.document;
  let started = false;
  let hydrated = false;
  const held: (() => void)[] = [];

  const holdClick = (event: Event) => {
    if (hydrated) return;
    const control = (event.target as Element | null)?.closest?.(CONTROLS);
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => (control as HTMLElement).click());
    begin();
  };
  const holdSubmit = (event: Event) => {
    if (hydrated) return;
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    held.push(() => form.requestSubmit());
    begin();
  };
  const stopListening = () => {
    for (const type of INTERACTIONS) doc.removeEventListener(type, begin, true);
    doc.removeEventListener('click', holdClick, true);
    doc.removeEventListener('submit', holdSubmit, true);
  };
  function begin() {
    if (started) return;
    started = true;
    void start().then(
      () => {
        hydrated = true;
        stopListening();
        for (const replay of held.splice(0)) replay();
      },
      (error: unknown) => {
        // Without React the page still reads and navigates; say why it is not interactive.
        stopListening();
        console.error('The page could not start its interactive parts', error);
      },
    );
  }

  for (const type of INTERACTIONS) doc.addEventListener(type, begin, { capture: true, passive: true });
  doc.addEventListener('click', holdClick, true);
  doc.addEventListener('submit', holdSubmit, true);
}

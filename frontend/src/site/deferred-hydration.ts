/**
 * When a prerendered page hands itself to React: at the visitor's first sign of intent (moving
 * the pointer, touching, scrolling, pressing a key, focusing something). Reading needs no
 * JavaScript, so the framework stays off the critical path and the page paints and responds
 * without waiting for it. A page that must ask the API before it is complete (the quote page's
 * shell) starts as soon as it has painted instead (`when: 'at-load'`): its scripts then never
 * compete with what the first paint needs. Either way, until React owns the
 * page, a click on a control (a button, a tab) or a form submission is held and replayed after;
 * links keep their native behaviour and load the next prerendered page.
 */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'] as const;
const CONTROLS = 'button, [role="tab"], input[type="submit"]';
// A held tap answered within this never shows the notice (no flash on a fast device).
const HELD_NOTICE_DELAY_MS = 150;

/** The notice of a held tap: cleared once the page answers it, or turned into the reason it cannot. */
interface HeldNotice {
  clear(): void;
  fail(): void;
}

/**
 * Says that a held tap or submission was taken while React loads: on a slow phone the first tap
 * waits seconds for it (bench:web's first-tap figure, decision 096), and a page that does nothing
 * is tapped again or left. A line outside the root, so React never meets it in the tree it
 * hydrates; shown only if the wait outlasts HELD_NOTICE_DELAY_MS. If React never comes (the
 * network dropped), the tap is not silently lost: the line says so and how to go on.
 */
function noticeHeld(doc: Document, win: Window): HeldNotice {
  let notice: HTMLElement | null = null;
  const show = (role: 'status' | 'alert', text: string, action?: HTMLElement) => {
    notice?.remove();
    notice = doc.createElement('div');
    notice.className = 'held-tap';
    notice.setAttribute('role', role);
    doc.body.append(notice);
    const shown = notice;
    // Written once the live region is in the page, so screen readers announce it.
    win.requestAnimationFrame(() => {
      shown.textContent = text;
      if (action) shown.append(' ', action);
    });
  };
  const reload = () => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'held-tap__reload';
    button.textContent = 'Reload';
    button.addEventListener('click', () => win.location.reload());
    return button;
  };
  const timer = win.setTimeout(() => show('status', 'One moment...'), HELD_NOTICE_DELAY_MS);
  return {
    clear() {
      win.clearTimeout(timer);
      notice?.remove();
      notice = null;
    },
    fail() {
      win.clearTimeout(timer);
      show('alert', 'This page could not finish loading.', reload());
    },
  };
}

/**
 * Runs `callback` once the page has painted its first content (the browser's paint timing), or
 * two frames on where paint timing is missing. A page in a background tab paints, and so runs it,
 * when it is shown.
 */
export function afterFirstPaint(callback: () => void, win: Window = window): void {
  const run = () => win.setTimeout(callback, 0);
  const Observer = (win as Window & typeof globalThis).PerformanceObserver as typeof PerformanceObserver | undefined;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    win.requestAnimationFrame(() => win.requestAnimationFrame(run));
    return;
  }
  const observer = new Observer((list, self) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    self.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Returns what starts the hand-over at once (for a page that learns it must, after all). */
export function hydrateWhenNeeded(
  root: HTMLElement,
  start: () => Promise<void>,
  win: Window = window,
  when: 'on-intent' | 'at-load' = 'on-intent',
): () => void {
  const doc = win.document;
  let started = false;
  let hydrated = false;
  // React's code did not load: a tap on a control can do nothing, and says so, whether it came
  // before the failure (held) or after it.
  let failed = false;
  const held: (() => void)[] = [];
  let notice: HeldNotice | null = null;
  const hold = (replay: () => void) => {
    notice ??= noticeHeld(doc, win);
    if (failed) notice.fail();
    else held.push(replay);
  };

  const holdClick = (event: Event) => {
    if (hydrated) return;
    const control = (event.target as Element | null)?.closest?.(CONTROLS);
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(() => (control as HTMLElement).click());
    begin();
  };
  const holdSubmit = (event: Event) => {
    if (hydrated) return;
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    hold(() => form.requestSubmit());
    begin();
  };
  const stopIntent = () => {
    for (const type of INTERACTIONS) doc.removeEventListener(type, begin, true);
  };
  const stopListening = () => {
    stopIntent();
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
        notice?.clear();
        for (const replay of held.splice(0)) replay();
      },
      (error: unknown) => {
        // Without React the page still reads and navigates; say why it is not interactive, now
        // for a held tap and on any tap after.
        failed = true;
        held.length = 0;
        stopIntent();
        notice?.fail();
        console.error('The page could not start its interactive parts', error);
      },
    );
  }

  for (const type of INTERACTIONS) doc.addEventListener(type, begin, { capture: true, passive: true });
  doc.addEventListener('click', holdClick, true);
  doc.addEventListener('submit', holdSubmit, true);
  if (when === 'at-load') afterFirstPaint(begin, win);
  return begin;
}

import type { AdminContentBlock, AdminContentBlocksResponse } from '#domain/content/content-blocks.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import { peopleRoutes } from '#contracts/routes/people.ts';
import { roleMayUse } from '#domain/people/staff-roles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { api } from '../../lib/api.ts';

// Staff's inline editing of the content blocks (decision 032), loaded only when Ctrl/Cmd+E is
// pressed. Every `[data-content-block]` on the page becomes a labelled, outlined text field; Enter
// (without Shift) or leaving the field saves it through the same API as /admin/content-blocks.
// The page itself is static: the save republishes it, and until then the edited text stays in
// place here.

const EDITABLE_CLASS = 'content-block--editable';

interface EditSession {
  stop: () => void;
}

let active: EditSession | null = null;
let starting = false;

/** Staff whose role edits the site's content (decision 075: the content blocks' route names the same roles). */
async function signedInAsStaff(): Promise<boolean> {
  try {
    const { user } = await api(peopleRoutes.getCurrentUser);
    return user?.role === 'admin' && roleMayUse(user.staffRole, contentStaffRoutes.putAdminContentBlock.roles);
  } catch {
    // 401 (signed out) or anything else: no edit mode.
    return false;
  }
}

/** What a staff member typed, as one line: the browser's non-breaking spaces and stray line breaks folded. */
export function typedText(raw: string): string {
  return raw
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return 'Your staff session has ended: sign in again, then save.';
    return error.details?.fields?.['text'] ?? error.details?.message ?? `The server answered ${error.status}.`;
  }
  return 'The text could not be sent. Check the connection and try again.';
}

function startSession(doc: Document, loaded: AdminContentBlocksResponse): { session: EditSession; count: number } {
  let version = loaded.version;
  const blocks = new Map<string, AdminContentBlock>(loaded.blocks.map((block) => [block.key, block]));
  const cleanups: (() => void)[] = [];
  let count = 0;

  for (const element of doc.querySelectorAll<HTMLElement>('[data-content-block]')) {
    const key = element.dataset['contentBlock'] ?? '';
    const first = blocks.get(key);
    if (!first) continue;
    count += 1;
    // Price tokens are edited as tokens: the page shows them rendered.
    if (element.textContent !== first.text) element.textContent = first.text;
    element.setAttribute('contenteditable', 'plaintext-only');
    element.setAttribute('role', 'textbox');
    element.setAttribute('aria-label', `Edit ${first.label}`);
    element.setAttribute('spellcheck', 'true');
    element.classList.add(EDITABLE_CLASS);
    let saving = false;

    const save = async () => {
      const block = blocks.get(key)!;
      const text = typedText(element.textContent ?? '');
      if (text === block.text || saving) return;
      saving = true;
      try {
        const saved = await api(contentStaffRoutes.putAdminContentBlock, { params: { key }, body: { version, text } });
        version = saved.version;
        for (const next of saved.blocks) blocks.set(next.key, next);
        element.removeAttribute('aria-invalid');
        if (element.textContent !== text) element.textContent = text;
        toast({ title: 'Saved!', description: 'Content saved successfully', variant: 'success' });
      } catch (error) {
        element.setAttribute('aria-invalid', 'true');
        toast({ title: 'Not saved', description: failureMessage(error), variant: 'error' });
      } finally {
        saving = false;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter') {
        // A block is one line: Shift+Enter adds nothing, Enter saves.
        event.preventDefault();
        if (!event.shiftKey) void save();
      } else if (event.key === 'Escape') {
        element.textContent = blocks.get(key)!.text;
        element.removeAttribute('aria-invalid');
        element.blur();
      }
    };
    const onBlur = () => void save();
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('blur', onBlur);
    cleanups.push(() => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('blur', onBlur);
      for (const name of ['contenteditable', 'role', 'aria-label', 'spellcheck', 'aria-invalid']) element.removeAttribute(name);
      element.classList.remove(EDITABLE_CLASS);
      const block = blocks.get(key)!;
      if (element.textContent !== block.rendered) element.textContent = block.rendered;
    });
  }
  const stop = () => {
    for (const cleanup of cleanups) cleanup();
  };
  return { session: { stop }, count };
}

/**
 * Resolves once React owns a prerendered page that shows blocks (`<html data-hydrated>`, set by
 * hydrate.tsx), or at once when there is nothing to wait for. Ctrl/Cmd+E is often the visitor's
 * first interaction, which starts hydration: a block whose price or fact tokens the editor shows
 * as tokens would otherwise differ from what React hydrates, and React would render the page
 * afresh, dropping the editable fields (decision 084). Gives up waiting after `timeoutMs`.
 */
export function whenHydrated(doc: Document, timeoutMs = 15_000): Promise<void> {
  const html = doc.documentElement;
  if (html.dataset['hydrated'] !== undefined || !doc.querySelector('[data-content-block]')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (html.dataset['hydrated'] !== undefined) done();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
    const timer = setTimeout(done, timeoutMs);
  });
}

/** Ctrl/Cmd+E: turns edit mode on for signed-in staff (off when it is on); anyone else is told it is unavailable. */
export async function toggleEditMode(doc: Document = document): Promise<void> {
  if (active) {
    active.stop();
    active = null;
    toast({ title: 'Edit Mode Disabled', description: 'The page text is no longer editable.' });
    return;
  }
  if (starting) return;
  starting = true;
  try {
    if (!(await signedInAsStaff())) {
      toast({ title: 'Edit Mode Unavailable', description: 'Only signed-in staff can edit the page text.', variant: 'error' });
      return;
    }
    const [loaded] = await Promise.all([api(contentStaffRoutes.getAdminContentBlocks), whenHydrated(doc)]);
    const { session, count } = startSession(doc, loaded);
    active = session;
    toast({
      title: 'Edit Mode Enabled',
      description: count
        ? `${count} text ${count === 1 ? 'block is' : 'blocks are'} outlined: edit one, then press Enter or leave it to save. Ctrl/Cmd+E ends editing.`
        : 'This page has no editable text. Ctrl/Cmd+E ends edit mode.',
      variant: 'success',
    });
  } catch (error) {
    toast({ title: 'Edit Mode Unavailable', description: failureMessage(error), variant: 'error' });
  } finally {
    starting = false;
  }
}

/**
 * Ctrl/Cmd+E on any page toggles inline editing of the content blocks (decision 032). Only this
 * listener is in the first load: who may edit, the editor and its toasts load when the keys are
 * pressed (a dynamic import), so a visitor's page carries a few hundred bytes for it.
 */
export function isEditShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'e';
}

export function installEditShortcut(target: Window = window): void {
  target.addEventListener('keydown', (event) => {
    if (!isEditShortcut(event)) return;
    // The browser's own Ctrl+E (the address bar's search) would take the focus away from the page.
    event.preventDefault();
    void import('./edit-mode.ts').then(({ toggleEditMode }) => toggleEditMode()).catch((error: unknown) => console.error('Edit mode could not load', error));
  });
}

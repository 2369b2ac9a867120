/**
 * A page a function renders into the site's prerendered shell of its route (decision 093): the
 * shell's frame, head and scripts (the build the browser will load) with the page's title, its
 * `<main>` in place of the shell's loading one, the data it was rendered from for hydration (a
 * JSON data block: never run, so the CSP's `script-src 'self'` holds) and `#root` told to hydrate
 * at the visitor's first intent without asking the API first (decision 007). Server code, free of
 * the DOM and of Node: the pages' server entries (entry-*-server.tsx) call it.
 */
export interface ShellPage {
  /** The opening tag of the shell's loading `<main>`, as the page renders it before any answer. */
  readonly loadingMainOpen: string;
  /** The document's title. */
  readonly title: string;
  /** The page's `<main>` element, rendered. */
  readonly main: string;
  /** The data block's id, and the data the browser's first render reads (`embeddedData`). */
  readonly dataId: string;
  readonly data: unknown;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The JSON as a script element's text: `<` escaped, so no string in it (a guest's name, say) can
 * close the element; U+2028 and U+2029 are valid in JSON and in a data block.
 */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Throws when the shell is not the one the page's code knows (a build of another version), so the
 * caller can serve the shell as it is rather than a page hydration would not match.
 */
export function renderIntoShell(shell: string, page: ShellPage): string {
  const mainStart = shell.indexOf(page.loadingMainOpen);
  const mainEnd = mainStart < 0 ? -1 : shell.indexOf('</main>', mainStart);
  const root = /<div id="root"[^>]*>/.exec(shell);
  const title = /<title>[^<]*<\/title>/.exec(shell);
  if (mainEnd < 0 || !root || !title || title.index > root.index || root.index > mainStart || !shell.includes('</body>')) {
    throw new Error('The shell does not have the loading page this page replaces.');
  }
  const rootTag = root[0]
    .replace(/ data-first-get="[^"]*"/, '')
    .replace(/ data-hydrate-if-ok(="[^"]*")?/, '')
    .replace(/ data-hydrate="[^"]*"/, ' data-hydrate="on-intent"');
  const dataScript = `<script type="application/json" id="${page.dataId}">${jsonForScript(page.data)}</script>`;
  return (
    shell.slice(0, title.index) +
    `<title>${escapeHtml(page.title)}</title>` +
    shell.slice(title.index + title[0].length, root.index) +
    rootTag +
    shell.slice(root.index + root[0].length, mainStart) +
    page.main +
    shell.slice(mainEnd + '</main>'.length).replace('</body>', `${dataScript}</body>`)
  );
}

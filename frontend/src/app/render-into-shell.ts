import { businessFacts, type BusinessFactOverrides, withBusinessFactOverrides } from '#domain/site/business.ts';
import { escapeHtml, scriptJson } from '../site/seo/head.ts';

/**
 * A page a function renders into the site's prerendered shell of its route (decision 093): the
 * shell's frame, head and scripts (the build the browser will load) with the page's title, its
 * `<main>` in place of the shell's loading one, the data it was rendered from for hydration (a
 * JSON data block: never run, so the CSP's `script-src 'self'` holds) and `#root` told to hydrate
 * at the visitor's first intent without asking the API first (decision 007). Server code, free of
 * the DOM and of Node: the pages' server entries (entry-*-server.tsx) call it, and the site build
 * writes the facts block.
 */

/**
 * The id of the JSON data block in which the site build writes, into the shells of the pages a
 * function renders, the business facts staff edited (the `__BUSINESS_FACT_OVERRIDES__` the build
 * defines into the bundles): the function renders with the facts of the build the browser runs.
 */
export const BUILT_FACTS_ID = 'built-business-facts';

/** The data block the build writes into a shell, with `overrides` (written whole; staff's own text escaped as in any data block). */
export function builtFactsBlock(overrides: unknown): string {
  return `<script type="application/json" id="${BUILT_FACTS_ID}">${scriptJson(overrides)}</script>`;
}

/** The facts' overrides a shell was built with; empty for a shell without them. */
export function builtFactsOf(shell: string): Record<string, unknown> {
  const found = new RegExp(`<script type="application/json" id="${BUILT_FACTS_ID}">([^<]*)</script>`).exec(shell);
  return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : {};
}

/**
 * Makes the business facts the page's components read (the facts module's object) the ones the
 * shell's build was given. In the site's bundles that object holds the facts the build defined
 * (staff's edits); in a function it holds the defaults, so a page rendered without this would say
 * another phone or policy than the browser's render, and hydration would not match. The module's
 * own object is updated key by key: a function renders one site's pages, all from its shells; in
 * the local stack's process, which shares it, they are the facts stored once the site is republished.
 */
export function adoptBuiltFacts(shell: string): void {
  Object.assign(businessFacts, withBusinessFactOverrides(builtFactsOf(shell) as BusinessFactOverrides));
}

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
  return (
    shell.slice(0, title.index) +
    `<title>${escapeHtml(page.title)}</title>` +
    shell.slice(title.index + title[0].length, root.index) +
    onIntent(root[0]) +
    shell.slice(root.index + root[0].length, mainStart) +
    page.main +
    shell.slice(mainEnd + '</main>'.length).replace('</body>', `${dataBlock(page.dataId, page.data)}</body>`)
  );
}

/** `#root`'s opening tag, told to hydrate at the first intent without asking the API first. */
function onIntent(rootTag: string): string {
  return rootTag
    .replace(/ data-first-get="[^"]*"/, '')
    .replace(/ data-hydrate-if-ok(="[^"]*")?/, '')
    .replace(/ data-hydrate="[^"]*"/, ' data-hydrate="on-intent"');
}

function dataBlock(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${scriptJson(data)}</script>`;
}

export interface ShellRoot {
  /** The opening tag of the shell's loading `<main>`, which the shell's root must hold. */
  readonly loadingMainOpen: string;
  readonly title: string;
  /** All that `#root` holds, rendered. */
  readonly root: string;
  readonly dataId: string;
  readonly data: unknown;
}

/**
 * As renderIntoShell, for a page whose frame is the function's to render too (decision 095: the
 * signed-in portal's, whose masthead and footer name the guest where the shell's waits for them):
 * `root` replaces everything the shell's `#root` holds. The root is the body's last element, as the
 * build writes every shell. Throws when the shell is not the one the page's code knows.
 */
export function renderRootIntoShell(shell: string, page: ShellRoot): string {
  const root = /<div id="root"[^>]*>/.exec(shell);
  const title = /<title>[^<]*<\/title>/.exec(shell);
  const bodyEnd = shell.lastIndexOf('</body>');
  const rootEnd = shell.lastIndexOf('</div>', bodyEnd);
  if (
    !root ||
    !title ||
    title.index > root.index ||
    rootEnd < root.index ||
    !shell.slice(root.index, rootEnd).includes(page.loadingMainOpen) ||
    /<div[\s>]/.test(shell.slice(rootEnd, bodyEnd))
  ) {
    throw new Error('The shell does not have the loading page this page replaces.');
  }
  return (
    shell.slice(0, title.index) +
    `<title>${escapeHtml(page.title)}</title>` +
    shell.slice(title.index + title[0].length, root.index) +
    onIntent(root[0]) +
    page.root +
    shell.slice(rootEnd, bodyEnd) +
    dataBlock(page.dataId, page.data) +
    shell.slice(bodyEnd)
  );
}

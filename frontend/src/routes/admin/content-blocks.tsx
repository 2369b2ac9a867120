import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminContentBlock, AdminContentBlocksResponse } from '#domain/content/content-blocks.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { formatDateTime } from '../../features/back-office/shared/format.ts';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { useContentBlocks, useSaveContentBlock } from '../../features/content-blocks/api.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * /admin/content-blocks (decisions 032, 084): the short copy of the public pages, grouped by page with
 * the text the site shows and its default. Staff edit a block here or in place on the site
 * (Ctrl/Cmd+E); a save republishes the pages. Reset puts the default text back.
 */
export default function ContentBlocksPage() {
  const blocks = useContentBlocks();
  let body: ReactNode;
  if (blocks.isPending) body = <Spinner label="Loading the page text" />;
  else if (blocks.isError) body = <LoadError what="the page text" error={blocks.error} onRetry={() => void blocks.refetch()} retrying={blocks.isFetching} />;
  else body = <BlockList data={blocks.data} onReload={() => void blocks.refetch()} />;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Content blocks</h1>
      </header>
      <p className="admin-page__lead">
        The headlines, intros, section headings, calls to action and announcement of the public pages, listed by page. Saving republishes the page, which takes
        a few minutes. On the site, a signed-in member of staff can also press Ctrl+E (⌘E on a Mac) to edit these in place.
      </p>
      {body}
    </div>
  );
}

/** A page's name as its blocks' labels give it ("Bachelor party: headline"), with its path. */
function pageName(page: string, blocks: readonly AdminContentBlock[]): string {
  if (page === '*') return 'Every page';
  const first = blocks.find((block) => block.page === page);
  const name = first?.label.split(':')[0];
  return name && name !== first?.label ? `${name} (${page})` : page;
}

const matches = (block: AdminContentBlock, query: string) =>
  [block.label, block.text, block.defaultText, block.key].some((value) => value.toLowerCase().includes(query));

/**
 * One page's blocks in a collapsible group. Its editors are made when it is first opened, not
 * with the screen (about 330 blocks in all), and kept once made, so closing a group loses nothing
 * typed in it.
 */
function PageGroup({
  path,
  blocks,
  data,
  open,
  onReload,
}: {
  path: string;
  blocks: AdminContentBlocksResponse['blocks'];
  data: AdminContentBlocksResponse;
  open: boolean;
  onReload: () => void;
}) {
  const [opened, setOpened] = useState(open);
  const changed = blocks.filter((block) => block.customised).length;
  return (
    <details className="content-blocks__page" open={open || undefined} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>
        <h2 id={`blocks-${path}`}>{pageName(path, data.blocks)}</h2>
        <span className="admin-hint">
          {blocks.length} {blocks.length === 1 ? 'block' : 'blocks'}
          {changed > 0 && `, ${changed} changed`}
        </span>
      </summary>
      <section aria-labelledby={`blocks-${path}`}>
        {opened && blocks.map((block) => <BlockEditor key={`${block.key}:${block.text}`} block={block} version={data.version} onReload={onReload} />)}
      </section>
    </details>
  );
}

/**
 * Every page's blocks (decision 084: about 30 pages), each page a collapsible group. Staff narrow
 * the list by page, by words in a block, or to the blocks they changed; a narrowed list opens its
 * groups.
 */
function BlockList({ data, onReload }: { data: AdminContentBlocksResponse; onReload: () => void }) {
  const id = useId();
  const [page, setPage] = useState('');
  const [query, setQuery] = useState('');
  const [changedOnly, setChangedOnly] = useState(false);
  const pages = [...new Set(data.blocks.map((block) => block.page))];
  const needle = query.trim().toLowerCase();
  const shown = data.blocks.filter((block) => (!page || block.page === page) && (!needle || matches(block, needle)) && (!changedOnly || block.customised));
  const narrowed = Boolean(page || needle || changedOnly);
  const groups = pages.map((path) => ({ path, blocks: shown.filter((block) => block.page === path) })).filter((group) => group.blocks.length > 0);
  return (
    <>
      <p className="admin-hint" data-testid="content-blocks-last-saved">
        {data.updatedAt ? `Last saved ${formatDateTime(data.updatedAt)} by ${data.updatedBy ?? 'staff'}.` : 'Never changed: every page shows its default text.'}
      </p>
      <section className="admin-card" aria-labelledby="price-tokens-heading">
        <h2 id="price-tokens-heading">Prices and figures in the text</h2>
        <p>Prices come from the rate table, so a block cannot type one (a "$" amount is refused). Write a price token instead; the page shows today's price:</p>
        <ul className="content-blocks__tokens">
          {data.priceTokens.map((token) => (
            <li key={token.token}>
              <code>{token.token}</code> {token.label} (now {token.rendered})
            </li>
          ))}
        </ul>
        <details className="content-blocks__facts">
          <summary>Figures and names a block can follow ({data.factTokens.length} fact tokens)</summary>
          <p>Write a fact token where the text states one of these, so the page follows it when it changes:</p>
          <ul className="content-blocks__tokens">
            {data.factTokens.map((token) => (
              <li key={token.token}>
                <code>{token.token}</code> {token.label} (now {token.rendered})
              </li>
            ))}
          </ul>
        </details>
      </section>
      <div className="admin-filters content-blocks__filters" role="search" aria-label="Filter the page text">
        <div className="field">
          <label htmlFor={`${id}-page`}>Page</label>
          <select id={`${id}-page`} value={page} onChange={(event) => setPage(event.target.value)}>
            <option value="">All pages ({pages.length})</option>
            {pages.map((path) => (
              <option key={path} value={path}>
                {pageName(path, data.blocks)}
              </option>
            ))}
          </select>
        </div>
        <div className="field admin-filters__search">
          <label htmlFor={`${id}-query`}>Find text</label>
          <input
            id={`${id}-query`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Words in a block or its label"
            autoComplete="off"
          />
        </div>
        <label className="admin-check">
          <input type="checkbox" checked={changedOnly} onChange={(event) => setChangedOnly(event.target.checked)} />
          Changed only
        </label>
      </div>
      <p className="admin-hint" role="status" data-testid="content-blocks-count">
        {narrowed
          ? `${shown.length} of ${data.blocks.length} blocks shown.`
          : `${data.blocks.length} blocks on ${pages.length} pages: open a page, or choose one above.`}
      </p>
      {groups.map(({ path, blocks }) => (
        // Opened when the list is narrowed (or the group is the site-wide one); remounted then, so it opens again.
        <PageGroup key={`${path}:${narrowed}`} path={path} blocks={blocks} data={data} open={narrowed || path === '*'} onReload={onReload} />
      ))}
      {groups.length === 0 && <p className="admin-hint">No block matches. Clear the filters to see every page.</p>}
    </>
  );
}

function BlockEditor({ block, version, onReload }: { block: AdminContentBlock; version: number; onReload: () => void }) {
  const id = useId();
  const save = useSaveContentBlock();
  const [text, setText] = useState(block.text);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  const send = async (next: string, kind: 'save' | 'reset') => {
    setError(null);
    setStale(false);
    try {
      await save.mutateAsync({ key: block.key, version, text: next });
      toast({ title: kind === 'reset' ? `${block.label}: back to the default` : 'Saved!', description: 'Content saved successfully', variant: 'success' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setStale(true);
      else if (failure instanceof ApiError && failure.status === 401)
        setError('Your session has ended. Sign in again in another tab, then save: what you typed is still here.');
      else
        setError(
          failure instanceof ApiError
            ? (failure.details?.fields?.['text'] ?? failure.details?.message ?? failure.message)
            : 'The text could not be sent. Try again.',
        );
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(text.trim(), 'save');
  };

  const inputId = `${id}-text`;
  return (
    <form className="admin-card content-blocks__block" onSubmit={submit} noValidate aria-labelledby={`${id}-label`}>
      <h3 id={`${id}-label`} className="content-blocks__label">
        {block.label} {block.customised && <span className="admin-badge">Changed</span>}
      </h3>
      <div className="field">
        <label htmlFor={inputId}>Text</label>
        <textarea
          id={inputId}
          rows={block.maxLength > 120 ? 3 : 2}
          value={text}
          maxLength={block.maxLength + 50}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-default`, `${id}-count`, error && `${id}-error`)}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <p id={`${id}-default`} className="admin-seo__hint">
          Default: {block.defaultText ? `"${block.defaultText}"` : 'empty (not shown)'}
        </p>
        <p id={`${id}-count`} className="admin-seo__hint">
          {text.trim().length} of {block.maxLength} characters
        </p>
        <FieldError id={`${id}-error`} message={error} alert />
      </div>
      {stale && (
        <div className="admin-alert admin-alert--error" role="alert">
          <p>Someone else changed the page text after you opened it. Load their version, then edit again.</p>
          <button type="button" className="button" onClick={onReload}>
            Load their version
          </button>
        </div>
      )}
      <div className="content-blocks__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
        {block.customised && (
          <button type="button" className="button" disabled={save.isPending} onClick={() => void send(block.defaultText, 'reset')}>
            Reset to default
          </button>
        )}
      </div>
    </form>
  );
}

import '../../lib/zod-without-eval.ts';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminSeoPage } from '#domain/people/back-office.ts';
import { businessFacts } from '#domain/site/business.ts';
import { fullTitle, OPEN_GRAPH_TYPES, ROBOTS_DIRECTIVES, seoOverridesSchemaFor, TWITTER_CARDS, type SeoMeta } from '#domain/content/seo.ts';
import { Spinner } from '../../components/spinner.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { useAdminSeo, useResetSeo, useSaveSeo } from '../../features/back-office/shared/api.ts';
import { formatDateTime, plural } from '../../features/back-office/shared/format.ts';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';
import { ConfirmPrompt } from '../../admin/kit/confirm-prompt.tsx';

/**
 * /admin/seo: the SEO meta of every page of the site. Pick a page (?route= in the URL), edit any
 * field of its meta record with a live search-result and social-card preview, save or go back
 * to the catalogue defaults. A field left blank, or equal to its default, is not stored, so it
 * keeps following the catalogue.
 */

type Field = keyof SeoMeta;
type FormValues = Record<Field, string>;

interface FieldSpec {
  name: Field;
  label: string;
  hint: string;
  kind: 'text' | 'textarea' | 'select';
  options?: readonly string[];
  /** The recommended length, shown as a count. */
  recommended?: number;
}

const TITLE_LENGTH = 60;
const DESCRIPTION_LENGTH = 160;

const GROUPS: readonly { legend: string; fields: readonly FieldSpec[] }[] = [
  {
    legend: 'Search results',
    fields: [
      {
        name: 'metaTitle',
        label: 'Meta title',
        hint: `The title in search results and the browser tab; the brand is added unless it is named. About ${TITLE_LENGTH} characters.`,
        kind: 'text',
        recommended: TITLE_LENGTH,
      },
      {
        name: 'metaDescription',
        label: 'Meta description',
        hint: `The snippet under the title in search results. About ${DESCRIPTION_LENGTH} characters.`,
        kind: 'textarea',
        recommended: DESCRIPTION_LENGTH,
      },
      { name: 'metaKeywords', label: 'Keywords', hint: 'Separate keywords with commas.', kind: 'text' },
      {
        name: 'canonicalUrl',
        label: 'Canonical URL',
        hint: 'The one address search engines should index for this page: a path on this site starting with /, or its full https:// address.',
        kind: 'text',
      },
      {
        name: 'robotsDirective',
        label: 'Robots',
        hint: 'Whether search engines may index the page and follow its links.',
        kind: 'select',
        options: ROBOTS_DIRECTIVES,
      },
    ],
  },
  {
    legend: 'Social sharing (Open Graph)',
    fields: [
      {
        name: 'openGraphTitle',
        label: 'Open Graph title',
        hint: `The title of the card when the page is shared. About ${TITLE_LENGTH} characters.`,
        kind: 'text',
        recommended: TITLE_LENGTH,
      },
      {
        name: 'openGraphDescription',
        label: 'Open Graph description',
        hint: `The text of the card. About ${DESCRIPTION_LENGTH} characters.`,
        kind: 'textarea',
        recommended: DESCRIPTION_LENGTH,
      },
      {
        name: 'openGraphImage',
        label: 'Open Graph image',
        hint: 'The card image (1200 × 630 works everywhere): a path on this site starting with /, or its full https:// address.',
        kind: 'text',
      },
      {
        name: 'openGraphType',
        label: 'Open Graph type',
        hint: 'What the page is: a website page, an article or a product.',
        kind: 'select',
        options: OPEN_GRAPH_TYPES,
      },
    ],
  },
  {
    legend: 'X (Twitter) card',
    fields: [
      { name: 'twitterTitle', label: 'Twitter title', hint: `About ${TITLE_LENGTH} characters.`, kind: 'text', recommended: TITLE_LENGTH },
      {
        name: 'twitterDescription',
        label: 'Twitter description',
        hint: `About ${DESCRIPTION_LENGTH} characters.`,
        kind: 'textarea',
        recommended: DESCRIPTION_LENGTH,
      },
      { name: 'twitterImage', label: 'Twitter image', hint: 'A path on this site starting with /, or its full https:// address.', kind: 'text' },
      {
        name: 'twitterCard',
        label: 'Twitter card',
        hint: 'A small square image beside the text, or a large image above it.',
        kind: 'select',
        options: TWITTER_CARDS,
      },
    ],
  },
];

const FIELD_ORDER: readonly Field[] = GROUPS.flatMap((group) => group.fields.map((field) => field.name));

const toText = (value: SeoMeta[Field]) => (Array.isArray(value) ? value.join(', ') : value);
const toValues = (meta: SeoMeta) => Object.fromEntries(FIELD_ORDER.map((name) => [name, toText(meta[name])])) as FormValues;
const keywordsOf = (text: string) =>
  text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);

/** What to store: every field that is filled in and differs from the page's default. */
function overridesFrom(values: FormValues, defaults: SeoMeta): Partial<SeoMeta> {
  const overrides: Record<string, unknown> = {};
  for (const name of FIELD_ORDER) {
    const text = values[name].trim();
    if (!text) continue;
    if (name === 'metaKeywords') {
      const keywords = keywordsOf(text);
      if (keywords.join('\n') !== defaults.metaKeywords.join('\n')) overrides[name] = keywords;
    } else if (text !== defaults[name]) overrides[name] = text;
  }
  return overrides as Partial<SeoMeta>;
}

/** The meta the site would serve with these values (blank fields fall back to the defaults). */
function previewOf(values: FormValues, defaults: SeoMeta): SeoMeta {
  return { ...defaults, ...overridesFrom(values, defaults) };
}

/** An image on the site itself is previewed from this server, so the preview works before launch. */
function previewImage(url: string): string {
  return url.startsWith(businessFacts.website) ? url.slice(businessFacts.website.length) || '/' : url;
}

/** `metaKeywords.2` and `metaKeywords` are both the keywords field. */
function fieldErrorsFrom(fields: Record<string, string> | undefined): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const name = key.split('.')[0] as Field;
    if (FIELD_ORDER.includes(name)) errors[name] ??= message;
  }
  return errors;
}

export default function SeoPage() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const selected = search.get('route');
  const [filter, setFilter] = useState('');
  const seo = useAdminSeo();

  const pages = seo.data?.pages ?? [];
  const needle = filter.trim().toLowerCase();
  const shown = needle ? pages.filter((page) => [page.route, page.label, page.meta.metaTitle].some((text) => text.toLowerCase().includes(needle))) : pages;
  const current = pages.find((page) => page.route === selected) ?? null;

  let list: ReactNode;
  if (seo.isPending) list = <Spinner label="Loading the pages..." />;
  else if (seo.isError) list = <LoadError what="the pages" error={seo.error} onRetry={() => void seo.refetch()} retrying={seo.isFetching} />;
  else if (shown.length === 0) list = <p className="admin-empty">No page matches “{filter.trim()}”.</p>;
  else
    list = (
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>Pages of the site</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Title</th>
              <th scope="col">Meta</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((page) => (
              <tr key={page.route} className={page.route === selected ? 'admin-seo__selected' : undefined}>
                <th scope="row" data-label="Page">
                  <span>
                    <Link
                      to={`?route=${encodeURIComponent(page.route)}`}
                      className="admin-table__key"
                      aria-current={page.route === selected ? 'true' : undefined}
                    >
                      {page.label}
                    </Link>
                    <span className="admin-table__sub">{page.route}</span>
                  </span>
                </th>
                <td data-label="Title">{page.meta.metaTitle}</td>
                <td data-label="Meta">
                  {page.overrides ? (
                    <span className="admin-badge admin-badge--active">Customised</span>
                  ) : (
                    <span className="admin-badge admin-badge--muted">Defaults</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>SEO</h1>
      </header>
      <p className="admin-page__lead">
        The title, description and sharing cards of every page. Pages use the catalogue's defaults until you change them; an edit shows on the site within five
        minutes.
      </p>
      <div className="admin-seo">
        <section className="admin-seo__list" aria-labelledby={`${id}-pages`}>
          <h2 id={`${id}-pages`} className="admin-subheading">
            Pages
          </h2>
          <div className="admin-filters" role="search" aria-label="Filter pages">
            <div className="field admin-filters__search">
              <label htmlFor={`${id}-filter`}>Filter pages</label>
              <input
                id={`${id}-filter`}
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                placeholder="Name, path or title"
                autoComplete="off"
              />
            </div>
          </div>
          <p className="admin-results" role="status" aria-live="polite">
            {seo.data ? `${plural(shown.length, 'page')}${needle ? ' found' : ''}, ${pages.filter((page) => page.overrides).length} customised` : ''}
          </p>
          {list}
        </section>
        <section className="admin-seo__editor" aria-labelledby={`${id}-editor`}>
          {current ? (
            <SeoEditor key={`${current.route} ${current.updatedAt ?? ''}`} page={current} headingId={`${id}-editor`} onClose={() => setSearch({})} />
          ) : (
            <>
              <h2 id={`${id}-editor`} className="admin-subheading">
                Editor
              </h2>
              <p className="admin-empty">{selected && seo.data ? `No page of the site has the path ${selected}.` : 'Choose a page to edit its meta.'}</p>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

function SeoEditor({ page, headingId, onClose }: { page: AdminSeoPage; headingId: string; onClose: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(() => toValues(page.meta));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveSeo(page.route);
  const reset = useResetSeo(page.route);
  const preview = useMemo(() => previewOf(values, page.defaults), [values, page.defaults]);

  // A newly chosen page takes the focus to its editor (a page saved again keeps it where it is).
  const route = page.route;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another page is chosen, as said above
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement?.closest('.admin-seo__list')) heading.current?.focus();
  }, [route]);

  const focusFirstError = (fields: Partial<Record<Field, string>>) => {
    const first = FIELD_ORDER.find((name) => fields[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const overrides = overridesFrom(values, page.defaults);
    // The back office runs on the site's own address, which the API also accepts (its SITE_URL).
    const checked = seoOverridesSchemaFor([businessFacts.website, window.location.origin]).safeParse(overrides);
    if (!checked.success) {
      const fields = fieldErrorsFrom(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      setErrors(fields);
      focusFirstError(fields);
      return;
    }
    try {
      await save.mutateAsync(checked.data);
      setErrors({});
      toast({ title: `Saved the meta of ${page.label}`, variant: 'success' });
    } catch (failure) {
      const details = failure instanceof ApiError ? failure.details : null;
      const fields = fieldErrorsFrom(details?.fields);
      setErrors(fields);
      if (Object.keys(fields).length > 0) focusFirstError(fields);
      else setFormError(details?.message ?? 'We could not save. Check your connection and try again.');
    }
  };

  const resetToDefaults = async () => {
    setFormError(null);
    try {
      await reset.mutateAsync();
      setConfirming(false);
      setErrors({});
      setValues(toValues(page.defaults));
      toast({ title: `${page.label} uses its default meta again`, variant: 'success' });
      heading.current?.focus();
    } catch (failure) {
      const details = failure instanceof ApiError ? failure.details : null;
      setConfirming(false);
      setFormError(details?.message ?? 'We could not reset the page. Check your connection and try again.');
    }
  };

  const fieldControl = (spec: FieldSpec) => {
    const fieldId = `${id}-${spec.name}`;
    const value = values[spec.name];
    const error = errors[spec.name];
    const length = value.trim().length;
    const over = spec.recommended !== undefined && length > spec.recommended;
    const fieldDescribedBy = describedBy(`${fieldId}-hint`, spec.recommended !== undefined && `${fieldId}-count`, error && `${fieldId}-error`);
    const common = {
      id: fieldId,
      name: spec.name,
      'aria-describedby': fieldDescribedBy,
      'aria-invalid': error ? true : undefined,
      onChange: (event: { target: { value: string } }) => {
        const next = event.target.value;
        setValues((current) => ({ ...current, [spec.name]: next }));
        setErrors(({ [spec.name]: _dropped, ...rest }) => rest);
      },
    } as const;
    const placeholder = spec.kind === 'select' ? undefined : toText(page.defaults[spec.name]);
    return (
      <div className="field" key={spec.name}>
        <label htmlFor={fieldId}>{spec.label}</label>
        <p id={`${fieldId}-hint`} className="admin-seo__hint">
          {spec.hint}
        </p>
        {spec.kind === 'select' ? (
          <select {...common} value={value}>
            {spec.options?.map((option) => (
              <option key={option} value={option}>
                {option}
                {option === page.defaults[spec.name] ? ' (default)' : ''}
              </option>
            ))}
          </select>
        ) : spec.kind === 'textarea' ? (
          <textarea {...common} rows={3} value={value} placeholder={placeholder} />
        ) : (
          <input
            {...common}
            type="text"
            value={value}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={spec.name !== 'canonicalUrl' && !spec.name.endsWith('Image')}
          />
        )}
        {spec.recommended !== undefined && (
          <p id={`${fieldId}-count`} className={`admin-seo__count${over ? ' admin-seo__count--over' : ''}`}>
            {length} of about {spec.recommended} characters{over ? ': search engines may cut it short' : ''}
          </p>
        )}
        <FieldError id={`${fieldId}-error`} message={error} />
      </div>
    );
  };

  return (
    <div className="admin-seo__panel">
      <div className="admin-section__head">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="admin-subheading">
          {page.label} <span className="admin-table__sub">{page.route}</span>
        </h2>
        <button type="button" className="button button--small button--secondary" onClick={onClose}>
          Close editor
        </button>
      </div>
      <p className="admin-hint">
        {page.overrides ? `Customised; last saved ${page.updatedAt ? formatDateTime(page.updatedAt) : ''}.` : 'Uses the catalogue defaults.'} A field left blank
        uses its default.
      </p>

      <div className="admin-seo__previews">
        <figure className="admin-seo__preview">
          <figcaption>Search result preview</figcaption>
          <div className="admin-seo__serp" data-testid="seo-search-preview">
            <p className="admin-seo__serp-url">{preview.canonicalUrl}</p>
            <p className="admin-seo__serp-title">{fullTitle(preview.metaTitle)}</p>
            <p className="admin-seo__serp-text">{preview.metaDescription}</p>
          </div>
        </figure>
        <figure className="admin-seo__preview">
          <figcaption>Social card preview</figcaption>
          <div className="admin-seo__card" data-testid="seo-social-preview">
            <img src={previewImage(preview.openGraphImage)} alt="" loading="lazy" onError={(event) => (event.currentTarget.style.visibility = 'hidden')} />
            <div className="admin-seo__card-body">
              <p className="admin-seo__card-site">{new URL(businessFacts.website).host}</p>
              <p className="admin-seo__card-title">{preview.openGraphTitle}</p>
              <p className="admin-seo__card-text">{preview.openGraphDescription}</p>
            </div>
          </div>
        </figure>
      </div>

      <form ref={form} className="admin-editor__form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
        {GROUPS.map((group) => (
          <fieldset key={group.legend} className="admin-fieldset">
            <legend>{group.legend}</legend>
            {group.fields.map(fieldControl)}
          </fieldset>
        ))}
        {formError && (
          <p className="admin-alert admin-alert--error" role="alert">
            {formError}
          </p>
        )}
        <div className="admin-editor__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </button>
          {!confirming && (
            <button type="button" className="button button--secondary" onClick={() => setConfirming(true)} disabled={!page.overrides || reset.isPending}>
              Reset to defaults
            </button>
          )}
        </div>
        {confirming && (
          <ConfirmPrompt
            id={id}
            question={<>Reset {page.label} to its default meta? Every change saved for this page is dropped.</>}
            busy={reset.isPending}
            onConfirm={() => void resetToDefaults()}
            onCancel={() => setConfirming(false)}
          />
        )}
      </form>
    </div>
  );
}

import '../../../lib/zod-without-eval.ts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { blogTermInputSchema, TERM_KINDS, type BlogTerm, type TermKind } from '#domain/content/blog.ts';
import { slugFor } from '../../../features/blog/slug.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { LoadError } from '../../../admin/kit/load-error.tsx';
import { formFields, useBlogTerms, useDeleteTerm, useSaveTerm } from '../../../features/blog/blog-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { BlogAdminTabs } from './blog-admin-tabs.tsx';

/**
 * /admin/blogs/{categories|tags|authors}, with /new and /{id}/edit (decision 030): the terms posts
 * are filed under. The kind is the path's second segment, so one screen serves the three.
 */

const NAMES: Record<TermKind, { plural: string; one: string }> = {
  categories: { plural: 'Categories', one: 'category' },
  tags: { plural: 'Tags', one: 'tag' },
  authors: { plural: 'Authors', one: 'author' },
};

function useKind(): TermKind {
  const segment = useLocation().pathname.split('/')[3] ?? '';
  return (TERM_KINDS as readonly string[]).includes(segment) ? (segment as TermKind) : 'categories';
}

export default function BlogTermsPage() {
  const kind = useKind();
  const { id } = useParams();
  const editing = useLocation().pathname.endsWith('/new') || Boolean(id);
  const terms = useBlogTerms(kind);
  const names = NAMES[kind];
  let body: ReactNode;
  if (terms.isPending) body = <Spinner label={`Loading the ${names.plural.toLowerCase()}...`} />;
  else if (terms.isError)
    body = <LoadError what={`the ${names.plural.toLowerCase()}`} error={terms.error} onRetry={() => void terms.refetch()} retrying={terms.isFetching} />;
  else if (editing) {
    const term = id ? (terms.data.terms.find((candidate) => candidate.id === id) ?? null) : null;
    body = id && !term ? <p className="admin-empty">No {names.one} has this id.</p> : <TermEditor key={term?.version ?? 'new'} kind={kind} term={term} />;
  } else
    body =
      terms.data.terms.length === 0 ? <p className="admin-empty">No {names.plural.toLowerCase()} yet.</p> : <TermList kind={kind} terms={terms.data.terms} />;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Blog {names.plural.toLowerCase()}</h1>
        {!editing && (
          <Link className="button button--primary" to={`/admin/blogs/${kind}/new`}>
            New {names.one}
          </Link>
        )}
      </header>
      <BlogAdminTabs current={kind} />
      {body}
    </div>
  );
}

/** The list, each term with its delete (confirmed first; refused while a post uses it, naming the posts). */
function TermList({ kind, terms }: { kind: TermKind; terms: readonly BlogTerm[] }) {
  const names = NAMES[kind];
  const remove = useDeleteTerm(kind);
  const [problem, setProblem] = useState<string | null>(null);

  async function onDelete(term: BlogTerm) {
    setProblem(null);
    if (!window.confirm(`Delete the ${names.one} '${term.name}'? This cannot be undone.`)) return;
    try {
      await remove.mutateAsync(term.id);
      toast({
        title: `${names.one.charAt(0).toUpperCase()}${names.one.slice(1)} deleted`,
        description: `'${term.name}' is gone from the list.`,
        variant: 'success',
      });
    } catch (error) {
      setProblem((error instanceof ApiError ? error.details?.message : null) ?? `Could not delete '${term.name}'. Try again.`);
    }
  }

  return (
    <>
      {problem && (
        <div className="admin-alert" role="alert">
          {problem}
        </div>
      )}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>Blog {names.plural.toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Address</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {terms.map((term) => (
              <tr key={term.id}>
                <th scope="row" data-label="Name">
                  <Link className="admin-table__key" to={`/admin/blogs/${kind}/${term.id}/edit`}>
                    {term.name}
                  </Link>
                </th>
                <td data-label="Address">
                  /blogs/{kind === 'categories' ? 'category' : kind === 'tags' ? 'tag' : 'author'}/{term.slug}
                </td>
                <td data-label="Actions">
                  <button type="button" className="button button--secondary" disabled={remove.isPending} onClick={() => void onDelete(term)}>
                    Delete
                    <span className="visually-hidden">
                      {' '}
                      the {names.one} {term.name}
                    </span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function TermEditor({ kind, term }: { kind: TermKind; term: BlogTerm | null }) {
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveTerm(kind, term?.id);
  const [values, setValues] = useState({ name: term?.name ?? '', slug: term?.slug ?? '', description: term?.description ?? '', role: term?.role ?? '' });
  const [slugTouched, setSlugTouched] = useState(Boolean(term));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: values.name,
      slug: values.slug,
      ...(values.description.trim() ? { description: values.description } : {}),
      ...(kind === 'authors' && values.role.trim() ? { role: values.role } : {}),
    };
    const checked = blogTermInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? '_'), issue.message])));
      return;
    }
    try {
      await save.mutateAsync({ ...(term ? { version: term.version } : {}), term: checked.data });
      toast({ title: 'Saved', description: 'The blog pages are being rebuilt.' });
      navigate(`/admin/blogs/${kind}`);
    } catch (error) {
      const details = error instanceof ApiError ? error.details : null;
      setErrors({ ...formFields(details?.fields), _: details?.message ?? 'Could not save. Try again.' });
    }
  };

  const field = (name: 'name' | 'slug' | 'description' | 'role', label: string, hint: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <p id={`${id}-${name}-hint`} className="admin-seo__hint">
        {hint}
      </p>
      <input
        id={`${id}-${name}`}
        type="text"
        autoComplete="off"
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(`${id}-${name}-hint`, errors[name] && `${id}-${name}-error`)}
        onChange={(event) => {
          const value = event.target.value;
          if (name === 'slug') setSlugTouched(true);
          setValues((current) => ({ ...current, [name]: value, ...(name === 'name' && !slugTouched ? { slug: slugFor(value) } : {}) }));
        }}
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <form className="admin-editor__form" noValidate onSubmit={submit} aria-label={`Blog ${NAMES[kind].one}`}>
      {errors['_'] && (
        <div className="admin-alert" role="alert">
          {errors['_']}
        </div>
      )}
      {field('name', 'Name', 'As visitors see it.')}
      {field('slug', 'Slug', 'Its address on the blog: lower-case words joined by hyphens.')}
      {field('description', 'Description', 'Optional: the introduction of its page (up to 300 characters).')}
      {kind === 'authors' && field('role', 'Role', 'Optional: what they do here, e.g. Captain.')}
      <div className="admin-editor__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          Save
        </button>
        <Link to={`/admin/blogs/${kind}`}>Cancel</Link>
      </div>
    </form>
  );
}

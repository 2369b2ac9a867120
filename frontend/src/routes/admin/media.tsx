import '../../lib/zod-without-eval.ts';
import '../../styles/admin-media.css';
import { useId, useMemo, useState, type DragEvent, type FormEvent } from 'react';
import type { AdminMediaItem } from '#domain/content/media-api.ts';
import { mediaUploadRequestSchema } from '#domain/content/media-api.ts';
import { describeUse, MAX_UPLOAD_BYTES, MEDIA_STATUSES, UPLOAD_CONTENT_TYPES, uploadNeverArrived, type MediaStatus } from '#domain/content/media.ts';
import { PAGE_SLOTS } from '#domain/content/page-slots.ts';
import { Spinner } from '../../components/spinner.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { LoadError } from '../../admin/kit/load-error.tsx';
import {
  processingOutcome,
  requestUpload,
  sendUpload,
  useDeleteMedia,
  useMediaLibrary,
  usePageSlots,
  useSaveMedia,
  useSetPageSlot,
} from '../../features/media/media-api.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * /admin/media: the media library. Staff drop or pick photos (many at once, each with its
 * progress), give each alt text (required to publish), a caption and tags, put it on a page slot,
 * replace its file or delete it (refused while something uses it, naming what).
 */

interface UploadRow {
  key: string;
  fileName: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  message?: string;
}

const STATUS_LABEL: Record<MediaStatus, string> = { processing: 'Processing', ready: 'Needs alt text', published: 'Published' };

function problemOf(error: unknown): string {
  if (error instanceof ApiError) return error.details?.message ?? error.message;
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/** Checks a file before asking for an upload, with the API's own schema (the API checks again). */
function checkFile(file: File): string | null {
  const checked = mediaUploadRequestSchema.safeParse({ fileName: file.name, contentType: file.type, size: file.size });
  return checked.success ? null : `${file.name}: ${checked.error.issues[0]?.message ?? 'cannot be uploaded.'}`;
}

/** Sends one file; answers the photo's id, whose processing the caller may then follow. */
async function uploadOne(file: File, onProgress: (share: number) => void, replaceId?: string): Promise<string> {
  const { asset, upload } = await requestUpload(
    { fileName: file.name, contentType: file.type as (typeof UPLOAD_CONTENT_TYPES)[number], size: file.size },
    replaceId,
  );
  await sendUpload(upload, file, onProgress);
  return asset.id;
}

export default function MediaPage() {
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const [tagFilter, setTagFilter] = useState('');
  const [statusFilter, setStatusFilter] = useState<MediaStatus | ''>('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const library = useMediaLibrary();
  const items = library.data?.items ?? [];
  const inputId = useId();
  const dropHintId = useId();

  const tags = useMemo(() => [...new Set(items.flatMap((item) => item.asset.tags))].sort(), [items]);
  const shown = items.filter((item) => (!tagFilter || item.asset.tags.includes(tagFilter)) && (!statusFilter || item.asset.status === statusFilter));
  const selected = items.find((item) => item.asset.id === selectedId) ?? null;

  const update = (key: string, change: Partial<UploadRow>) => setUploads((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function startUploads(files: readonly File[]) {
    const rows = files.map((file, index) => ({
      file,
      row: { key: `${Date.now()}-${index}-${file.name}`, fileName: file.name, progress: 0, state: 'uploading' as const },
    }));
    setUploads((current) => [...rows.map(({ row }) => row), ...current]);
    await Promise.all(
      rows.map(async ({ file, row }) => {
        const invalid = checkFile(file);
        if (invalid) return update(row.key, { state: 'failed', message: invalid });
        try {
          const id = await uploadOne(file, (progress) => update(row.key, { progress }));
          update(row.key, { state: 'done', progress: 1, message: 'Uploaded: making the web sizes.' });
          void library.refetch();
          // A file that is not a usable photo is refused after the upload: the row says why, as the
          // photo leaves the library.
          const outcome = await processingOutcome(id);
          if (outcome.kind === 'refused') update(row.key, { state: 'failed', message: outcome.message });
          else if (outcome.kind === 'ready') update(row.key, { message: 'Ready: give it alt text to publish it.' });
        } catch (error) {
          update(row.key, { state: 'failed', message: problemOf(error) });
        }
      }),
    );
    void library.refetch();
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void startUploads([...event.dataTransfer.files]);
  }

  return (
    <div className="admin-page admin-media">
      <header className="admin-page__header">
        <h1>Media</h1>
      </header>
      <p className="admin-page__lead">
        Photos for the site. Each gets WebP and JPEG sizes for phones and desktops; give it alt text to publish it, then put it on a page.
      </p>

      <section aria-labelledby={`${inputId}-heading`} className="admin-media__upload">
        <h2 id={`${inputId}-heading`} className="admin-subheading">
          Upload photos
        </h2>
        {/* Dropping is the shortcut; the button beside it (a file picker) does the same from the keyboard. */}
        <div
          role="group"
          aria-labelledby={`${inputId}-heading`}
          className={`admin-media__drop${dragging ? ' admin-media__drop--over' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <label htmlFor={inputId} className="button button--primary">
            Choose photos
          </label>
          <input
            id={inputId}
            className="admin-media__file-input"
            type="file"
            multiple
            accept={UPLOAD_CONTENT_TYPES.join(',')}
            aria-describedby={dropHintId}
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              void startUploads(files);
            }}
          />
          <p id={dropHintId} className="admin-seo__hint">
            or drop them here. JPEG, PNG or WebP, up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB each.
          </p>
        </div>
        {uploads.length > 0 && (
          <ul className="admin-media__uploads" aria-label="Uploads">
            {uploads.map((row) => (
              <li key={row.key} className={row.state === 'failed' ? 'admin-media__upload--failed' : undefined}>
                {/* A refused file shows no full progress bar, which would read as a success. */}
                {row.state === 'failed' ? (
                  <span className="admin-media__upload-name">{row.fileName}</span>
                ) : (
                  <>
                    <label htmlFor={`${row.key}-progress`} className="admin-media__upload-name">
                      {row.fileName}
                    </label>
                    <progress id={`${row.key}-progress`} max={1} value={row.progress} />
                  </>
                )}
                <span role={row.state === 'failed' ? 'alert' : 'status'}>{row.state === 'uploading' ? `${Math.round(row.progress * 100)}%` : row.message}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${inputId}-library`} className="admin-media__library">
        <h2 id={`${inputId}-library`} className="admin-subheading">
          Library
        </h2>
        <div className="admin-media__filters">
          <div className="field">
            <label htmlFor={`${inputId}-tag`}>Filter by tag</label>
            <select id={`${inputId}-tag`} value={tagFilter} onChange={(event) => setTagFilter(event.currentTarget.value)}>
              <option value="">All tags</option>
              {tags.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${inputId}-status`}>Filter by status</label>
            <select id={`${inputId}-status`} value={statusFilter} onChange={(event) => setStatusFilter(event.currentTarget.value as MediaStatus | '')}>
              <option value="">Any status</option>
              {MEDIA_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABEL[status]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {library.isPending ? (
          <Spinner label="Loading the library" />
        ) : library.isError ? (
          <LoadError what="the media library" error={library.error} onRetry={() => void library.refetch()} retrying={library.isFetching} />
        ) : shown.length === 0 ? (
          <p className="admin-empty">{items.length === 0 ? 'No photos yet: upload the first above.' : 'No photos match these filters.'}</p>
        ) : (
          <ul className="admin-media__grid" aria-label="Photos">
            {shown.map((item) => (
              <MediaCard
                key={item.asset.id}
                item={item}
                checkedAt={new Date(library.dataUpdatedAt)}
                selected={item.asset.id === selectedId}
                onSelect={() => setSelectedId(item.asset.id)}
              />
            ))}
          </ul>
        )}
      </section>

      {selected && <MediaEditor key={`${selected.asset.id}:${selected.asset.updatedAt}`} item={selected} onDeleted={() => setSelectedId(null)} />}
    </div>
  );
}

/** What a card says of a photo with no sizes yet: refused, still processing, or never received (as of the library's last check). */
function pendingWords(asset: AdminMediaItem['asset'], checkedAt: Date): { placeholder: string; status: string } | null {
  if (asset.problem) return { placeholder: 'Refused', status: asset.problem };
  if (uploadNeverArrived(asset, checkedAt)) return { placeholder: 'Not received', status: 'The file never arrived: upload it again, or delete this entry.' };
  return null;
}

function MediaCard({ item, checkedAt, selected, onSelect }: { item: AdminMediaItem; checkedAt: Date; selected: boolean; onSelect: () => void }) {
  const { asset } = item;
  const thumb = asset.variants.find((variant) => variant.format === 'jpeg');
  const pending = pendingWords(asset, checkedAt);
  return (
    <li className={`admin-media__card${selected ? ' admin-media__card--selected' : ''}`}>
      {thumb ? (
        <img src={thumb.path} alt={asset.alt} width={thumb.width} height={Math.round((asset.height * thumb.width) / asset.width)} loading="lazy" />
      ) : (
        <div className="admin-media__placeholder">{pending?.placeholder ?? 'Processing…'}</div>
      )}
      <p className="admin-media__name">{asset.fileName}</p>
      <p className={`admin-media__status admin-media__status--${asset.status}`}>{pending?.status ?? STATUS_LABEL[asset.status]}</p>
      {item.uses.length > 0 && (
        <p className="admin-table__sub">
          Used on {item.uses.length === 1 ? describeUse(item.uses[0] as AdminMediaItem['uses'][number]) : `${item.uses.length} places`}
        </p>
      )}
      <button type="button" className="button button--small button--secondary" aria-pressed={selected} onClick={onSelect}>
        Edit <span className="visually-hidden">{asset.fileName}</span>
      </button>
    </li>
  );
}

function MediaEditor({ item, onDeleted }: { item: AdminMediaItem; onDeleted: () => void }) {
  const { asset } = item;
  const id = useId();
  const [alt, setAlt] = useState(asset.alt);
  const [caption, setCaption] = useState(asset.caption ?? '');
  const [tags, setTags] = useState(asset.tags.join(', '));
  const [slot, setSlot] = useState(PAGE_SLOTS[0]?.key ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [replaceProgress, setReplaceProgress] = useState<number | null>(null);
  const save = useSaveMedia();
  const remove = useDeleteMedia();
  const setPageSlot = useSetPageSlot();
  const slots = usePageSlots();

  async function onSave(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const tagList = tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean);
      await save.mutateAsync({ id: asset.id, details: { alt, caption, tags: tagList, updatedAt: asset.updatedAt } });
      toast({
        title: 'Photo saved',
        description: alt.trim() ? 'It is published and can go on the pages.' : 'It needs alt text before it can go on a page.',
        variant: 'success',
      });
    } catch (error) {
      setProblem(problemOf(error));
    }
  }

  async function onUseOn() {
    setProblem(null);
    const current = slots.data?.slots.find((each) => each.key === slot);
    const target = PAGE_SLOTS.find((each) => each.key === slot);
    if (!target) return;
    // A slot of one photo gets this one; a strip adds it after the others (dropping the oldest when full).
    const mediaIds = target.max === 1 ? [asset.id] : [...(current?.mediaIds ?? []).filter((other) => other !== asset.id), asset.id].slice(-target.max);
    try {
      await setPageSlot.mutateAsync({ slot, mediaIds });
      toast({ title: `On ${target.label}`, description: 'The site is being republished with it.', variant: 'success' });
    } catch (error) {
      setProblem(problemOf(error));
    }
  }

  async function onRemoveFrom(slotKey: string) {
    setProblem(null);
    const current = slots.data?.slots.find((each) => each.key === slotKey);
    try {
      await setPageSlot.mutateAsync({ slot: slotKey, mediaIds: (current?.mediaIds ?? []).filter((other) => other !== asset.id) });
    } catch (error) {
      setProblem(problemOf(error));
    }
  }

  async function onDelete() {
    setProblem(null);
    if (!window.confirm(`Delete ${asset.fileName}? This cannot be undone.`)) return;
    try {
      await remove.mutateAsync(asset.id);
      toast({ title: 'Photo deleted', variant: 'success' });
      onDeleted();
    } catch (error) {
      setProblem(problemOf(error));
    }
  }

  async function onReplace(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    const invalid = checkFile(file);
    if (invalid) return setProblem(invalid);
    try {
      setReplaceProgress(0);
      await uploadOne(file, setReplaceProgress, asset.id);
      toast({ title: 'New file uploaded', description: 'The photo keeps its alt text and places; its new sizes are being made.', variant: 'success' });
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setReplaceProgress(null);
    }
  }

  const slotUses = item.uses.filter((use) => use.kind === 'page-slot');
  return (
    <section className="admin-media__editor" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-subheading">
        {asset.fileName}
      </h2>
      {problem && (
        <div className="admin-alert admin-alert--error" role="alert">
          <p>{problem}</p>
        </div>
      )}
      <form onSubmit={(event) => void onSave(event)} className="admin-editor__form">
        <div className="field">
          <label htmlFor={`${id}-alt`}>Alt text</label>
          <p id={`${id}-alt-hint`} className="admin-seo__hint">
            What the photo shows, for guests who cannot see it. Required to publish the photo.
          </p>
          <textarea
            id={`${id}-alt`}
            aria-describedby={`${id}-alt-hint`}
            value={alt}
            maxLength={300}
            rows={2}
            onChange={(event) => setAlt(event.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-caption`}>Caption</label>
          <input id={`${id}-caption`} value={caption} maxLength={500} onChange={(event) => setCaption(event.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-tags`}>Tags</label>
          <p id={`${id}-tags-hint`} className="admin-seo__hint">
            Separate tags with commas, e.g. sunset, disco.
          </p>
          <input id={`${id}-tags`} aria-describedby={`${id}-tags-hint`} value={tags} onChange={(event) => setTags(event.currentTarget.value)} />
        </div>
        <div className="admin-editor__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Save photo
          </button>
        </div>
      </form>

      <div className="admin-media__actions">
        <div className="field">
          <label htmlFor={`${id}-slot`}>Use on</label>
          <select id={`${id}-slot`} value={slot} onChange={(event) => setSlot(event.currentTarget.value)}>
            {PAGE_SLOTS.map((each) => (
              <option key={each.key} value={each.key}>
                {each.label} ({each.page})
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--secondary"
          disabled={asset.status !== 'published' || setPageSlot.isPending}
          onClick={() => void onUseOn()}
        >
          Put on the page
        </button>
        {asset.status !== 'published' && <p className="admin-seo__hint">Give the photo alt text and save it before putting it on a page.</p>}
      </div>
      {slotUses.length > 0 && (
        <ul className="admin-media__uses" aria-label="Where this photo is used">
          {slotUses.map((use) => (
            <li key={use.ref}>
              {use.label}{' '}
              <button type="button" className="button button--small button--secondary" onClick={() => void onRemoveFrom(use.ref)}>
                Remove <span className="visually-hidden">from {use.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {item.uses.some((use) => use.kind !== 'page-slot') && (
        <p className="admin-table__sub">
          Also used on{' '}
          {item.uses
            .filter((use) => use.kind !== 'page-slot')
            .map(describeUse)
            .join(', ')}
          .
        </p>
      )}

      <div className="admin-media__actions">
        <div className="field">
          <label htmlFor={`${id}-replace`}>Replace the file</label>
          <input
            id={`${id}-replace`}
            type="file"
            accept={UPLOAD_CONTENT_TYPES.join(',')}
            onChange={(event) => void onReplace(event.currentTarget.files?.[0])}
          />
        </div>
        {replaceProgress !== null && <progress aria-label="Replacement upload" max={1} value={replaceProgress} />}
        <button type="button" className="button button--secondary admin-media__delete" disabled={remove.isPending} onClick={() => void onDelete()}>
          Delete photo
        </button>
      </div>
    </section>
  );
}

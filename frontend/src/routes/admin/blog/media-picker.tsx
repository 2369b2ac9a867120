import { useEffect, useId, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import type { MediaAsset } from '#domain/content/media.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { LoadError } from '../../../admin/kit/load-error.tsx';
import { useMediaLibrary } from '../../../features/media/media-api.ts';
import { pickablePhotos, pickerTags, publishedPhotos, thumbnailOf } from '../../../features/blog/media-picker-filter.ts';

export interface MediaPickerProps {
  open: boolean;
  /** The dialog's heading and accessible name ("Choose the cover photo"). */
  title: string;
  onChoose: (photo: MediaAsset) => void;
  /** Called however the dialog closes (Escape, Close, the backdrop, a choice). */
  onClose: () => void;
  /** Focused again once the dialog has closed: the button that opened it. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The blog editor's photo picker (decision 030): a modal <dialog>, as the site's menu and gallery
 * viewer are (showModal gives the focus trap, Escape and the inert page). It lists the media
 * library's published photos, filtered by words and a tag; photos without alt text cannot be
 * chosen, and the dialog sends staff to /admin/media for them.
 */
export function MediaPicker({ open, title, onChoose, onClose, returnFocusRef }: MediaPickerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The search box rather than the first button (Close): staff open the picker to look for a photo.
      searchRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Every way of closing ends in the dialog's close event.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const closed = () => {
      onCloseRef.current();
      returnFocusRef.current?.focus();
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, [returnFocusRef]);

  // The panel fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the picker; the keyboard has Escape and the Close button
    <dialog ref={dialogRef} className="media-picker" aria-labelledby={titleId} onClick={onDialogClick}>
      <div className="media-picker__panel">
        <div className="media-picker__header">
          <h2 id={titleId} className="admin-subheading">
            {title}
          </h2>
          <button type="button" className="media-picker__close" aria-label="Close" onClick={() => dialogRef.current?.close()}>
            <X aria-hidden="true" />
          </button>
        </div>
        {open && <PickerBody searchRef={searchRef} onChoose={onChoose} />}
      </div>
    </dialog>
  );
}

/** Mounted only while the dialog is open, so the library is read when staff look, and fresh. */
function PickerBody({ searchRef, onChoose }: { searchRef: RefObject<HTMLInputElement | null>; onChoose: (photo: MediaAsset) => void }) {
  const id = useId();
  const library = useMediaLibrary();
  const [text, setText] = useState('');
  const [tag, setTag] = useState('');
  const assets = useMemo(() => (library.data?.items ?? []).map((item) => item.asset), [library.data]);
  const published = useMemo(() => publishedPhotos(assets), [assets]);
  const tags = useMemo(() => pickerTags(assets), [assets]);
  const shown = useMemo(() => pickablePhotos(assets, { text, tag }), [assets, text, tag]);
  const waiting = assets.length - published.length;

  return (
    <>
      <p id={`${id}-hint`} className="admin-hint">
        Only published photos can be chosen: those with alt text, which the page reads to people who cannot see the photo.
        {library.isSuccess && (published.length === 0 || waiting > 0) && (
          <>
            {' '}
            {published.length === 0 ? 'There are none yet.' : `${waiting} ${waiting === 1 ? 'photo still needs' : 'photos still need'} alt text or processing.`}{' '}
            <Link to="/admin/media">Add alt text in the media library</Link>.
          </>
        )}
      </p>
      <div className="media-picker__filters">
        <div className="field">
          <label htmlFor={`${id}-search`}>Search photos</label>
          <input
            ref={searchRef}
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-hint`}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-tag`}>Tag</label>
          <select id={`${id}-tag`} value={tag} onChange={(event) => setTag(event.target.value)}>
            <option value="">Any tag</option>
            {tags.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {library.isPending ? (
        <Spinner label="Loading the photos..." />
      ) : library.isError ? (
        <LoadError what="the media library" error={library.error} onRetry={() => void library.refetch()} retrying={library.isFetching} />
      ) : (
        <>
          <p className="admin-hint" aria-live="polite">
            {published.length === 0
              ? 'No published photos.'
              : shown.length === 0
                ? 'No published photo matches.'
                : `${shown.length} ${shown.length === 1 ? 'photo' : 'photos'}`}
          </p>
          {shown.length > 0 && (
            <ul className="media-picker__grid" aria-label="Published photos">
              {shown.map((photo) => {
                const thumb = thumbnailOf(photo);
                return (
                  <li key={photo.id}>
                    {/* The alt text is the button's name and shows under the thumbnail, so the image itself is decorative here. */}
                    <button type="button" className="media-picker__choice" onClick={() => onChoose(photo)}>
                      {thumb && (
                        <img
                          src={thumb.path}
                          alt=""
                          width={thumb.width}
                          height={photo.width > 0 ? Math.round((photo.height * thumb.width) / photo.width) : thumb.width}
                          loading="lazy"
                        />
                      )}
                      <span className="media-picker__alt">{photo.alt}</span>
                    </button>
                    <p className="media-picker__file">{photo.fileName}</p>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </>
  );
}

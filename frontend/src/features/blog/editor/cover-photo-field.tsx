import type { PostImage } from '#domain/content/post-images.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { thumbnailOf } from '../media-picker-filter.ts';
import type { PostEditorModel } from './use-post-editor.ts';

/** The post's cover photo: the one chosen (or why it cannot show), and Choose or Change, and Remove. */
export function CoverPhotoField({ editor, id }: { editor: PostEditorModel; id: string }) {
  const { coverId, coverImage, errors } = editor;
  return (
    <fieldset
      className="admin-fieldset admin-blog-editor__cover"
      aria-describedby={describedBy(`${id}-cover-hint`, errors.coverMediaId && `${id}-cover-error`)}
    >
      <legend>Cover photo</legend>
      <p id={`${id}-cover-hint`} className="admin-seo__hint">
        Optional: shown above the post and as its sharing image. A published photo from the media library.
      </p>
      {coverId && (
        <div className="admin-blog-editor__cover-chosen" data-testid="cover-photo">
          {coverImage ? (
            <CoverThumbnail image={coverImage} />
          ) : editor.coverLoading ? (
            <p className="admin-hint">Loading the photo...</p>
          ) : (
            <p className="admin-hint">The photo {coverId} is no longer published in the media library: choose another.</p>
          )}
          {coverImage && <p className="admin-hint">{coverImage.alt}</p>}
        </div>
      )}
      <div className="admin-blog-editor__cover-actions">
        <button ref={editor.coverButton} type="button" className="button button--small button--secondary" onClick={() => editor.pick('cover')}>
          {coverId ? 'Change cover photo' : 'Choose cover photo'}
        </button>
        {coverId && (
          <button type="button" className="button button--small button--secondary" onClick={editor.removeCover}>
            Remove <span className="visually-hidden">the cover photo</span>
          </button>
        )}
      </div>
      <FieldError id={`${id}-cover-error`} message={errors.coverMediaId} />
    </fieldset>
  );
}

function CoverThumbnail({ image }: { image: PostImage }) {
  const thumb = thumbnailOf(image);
  if (!thumb) return null;
  return (
    <img src={thumb.path} alt={image.alt} width={thumb.width} height={image.width > 0 ? Math.round((image.height * thumb.width) / image.width) : thumb.width} />
  );
}

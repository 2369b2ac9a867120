import { describe, expect, it } from 'vitest';
import { imageReferences } from '#domain/content/post-images.ts';
import { imageMarkdown, insertAtCursor } from './insert-image.ts';

describe('inserting a library photo into a post', () => {
  const photo = { id: 'abc12345xyz', alt: 'Guests on the top deck' };

  it('writes the Markdown staff would type: the alt text and media:<id>', () => {
    expect(imageMarkdown(photo)).toBe('![Guests on the top deck](media:abc12345xyz)');
  });

  it('puts it at the cursor and moves the cursor past it', () => {
    const text = '## Bring\n\nSunscreen\n\nMore';
    const at = text.indexOf('Sunscreen');
    const inserted = insertAtCursor(text, at, at, imageMarkdown(photo));
    expect(inserted.text).toBe('## Bring\n\n![Guests on the top deck](media:abc12345xyz)Sunscreen\n\nMore');
    expect(inserted.cursor).toBe(at + imageMarkdown(photo).length);
    expect(inserted.text.slice(inserted.cursor)).toBe('Sunscreen\n\nMore');
  });

  it('replaces a selection, whichever way it was made', () => {
    expect(insertAtCursor('keep REPLACE keep', 5, 12, 'X')).toEqual({ text: 'keep X keep', cursor: 6 });
    expect(insertAtCursor('keep REPLACE keep', 12, 5, 'X')).toEqual({ text: 'keep X keep', cursor: 6 });
  });

  it('clamps a position outside the text to its ends', () => {
    expect(insertAtCursor('abc', 99, 99, 'X')).toEqual({ text: 'abcX', cursor: 4 });
    expect(insertAtCursor('abc', -3, -1, 'X')).toEqual({ text: 'Xabc', cursor: 1 });
    expect(insertAtCursor('', 0, 0, 'X')).toEqual({ text: 'X', cursor: 1 });
  });

  it('keeps brackets and line breaks in the alt text from ending the image early, so the save check sees the photo', () => {
    const markdown = imageMarkdown({ id: 'abc12345xyz', alt: 'The [new] boat\n\nat dusk \\ sunset]' });
    expect(markdown).toBe('![The (new) boat at dusk / sunset)](media:abc12345xyz)');
    expect(imageReferences(`Before ${markdown} after`)).toEqual({ mediaIds: ['abc12345xyz'], refused: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { imageReferences } from '#domain/content/post-images.ts';
import { renderPostMarkdown, type PostImage } from './post-markdown.ts';

const photo: PostImage = {
  id: 'photo0001',
  alt: 'The Clever Girl at sunset',
  caption: 'Our 75-guest boat',
  width: 1920,
  height: 1280,
  variants: [640, 1024, 1920].flatMap((width) =>
    (['webp', 'jpeg'] as const).map((format) => ({ format, width, path: `/media-files/photo0001/${width}.${format === 'jpeg' ? 'jpg' : 'webp'}` })),
  ),
};

describe('rendering a post', () => {
  it('renders GitHub-flavoured Markdown: tables, task lists, strikethrough, autolinks', () => {
    const html = renderPostMarkdown('| Boat | Guests |\n|---|---|\n| Day Tripper | 14 |\n\n- [x] sunscreen\n\n~~old~~ see https://example.com');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>Day Tripper</td>');
    expect(html).toMatch(/<input (?=.*type="checkbox")(?=.*checked)(?=.*disabled)[^>]*>/);
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">https://example.com</a>');
  });

  it('removes scripts, event handlers, javascript: links, iframes and styles', () => {
    const html = renderPostMarkdown(
      [
        'Hello <script>alert(1)</script>',
        '<img src="/x.png" onerror="alert(2)">',
        '[click](javascript:alert(3)) <a href="JaVaScRiPt:alert(4)">x</a>',
        '<p onclick="alert(5)" style="color:red">para</p>',
        '<iframe src="https://evil.example"></iframe><style>body{}</style>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:|<iframe|<style|style=/i);
    expect(html).toContain('Hello');
    expect(html).toContain('<p>para</p>');
  });

  it('demotes a body h1 to h2: the title is the page heading', () => {
    expect(renderPostMarkdown('# First\n\n### Third')).toBe('<h2>First</h2>\n<h3>Third</h3>\n');
  });

  it('shows a media: image as a responsive picture with the library alt text, size and caption', () => {
    const html = renderPostMarkdown('![typed alt](media:photo0001)', new Map([[photo.id, photo]]));
    expect(html).toContain(
      '<figure><picture><source type="image/webp" srcset="/media-files/photo0001/640.webp 640w, /media-files/photo0001/1024.webp 1024w, /media-files/photo0001/1920.webp 1920w"',
    );
    expect(html).toContain('alt="The Clever Girl at sunset" width="1920" height="1280" loading="lazy"');
    expect(html).toContain('src="/media-files/photo0001/1024.jpg"');
    expect(html).toContain('<figcaption>Our 75-guest boat</figcaption>');
  });

  it('renders no image for an unknown media id or an outside host', () => {
    expect(renderPostMarkdown('![a](media:gone) ![b](https://cdn.example/x.jpg)')).not.toContain('<img');
  });
});

describe('the images a post uses', () => {
  it('lists media ids once each and refuses every other image address', () => {
    expect(imageReferences('![a](media:photo0001) text ![b](media:photo0002)\n\n![c](media:photo0001)')).toEqual({
      mediaIds: ['photo0001', 'photo0002'],
      refused: [],
    });
    expect(imageReferences('![a](https://cdn.example/x.jpg) ![b](/local.png) <img src="https://x.example/y.png">').refused).toEqual([
      'https://cdn.example/x.jpg',
      '/local.png',
      '<img src="https://x.example/y.png">',
    ]);
  });

  it('finds reference-style images, titles and angle-bracketed addresses', () => {
    const markdown = '![boat][b] and ![Sunset] and ![t](<media:photo0002> "title")\n\n[b]: https://cdn.example/b.jpg\n[sunset]: media:photo0001';
    expect(imageReferences(markdown)).toEqual({ mediaIds: ['photo0001', 'photo0002'], refused: ['https://cdn.example/b.jpg'] });
  });

  it('finds every image the renderer would show, and a link is not an image', () => {
    expect(imageReferences('[a link](https://example.com) ![x](media:photo0001)')).toEqual({ mediaIds: ['photo0001'], refused: [] });
  });
});

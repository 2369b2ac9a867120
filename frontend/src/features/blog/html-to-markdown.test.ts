import { describe, expect, it } from 'vitest';
import { fixHeadingLevels, htmlToMarkdown, unwrapRedirect } from './html-to-markdown.ts';

describe('the blog formatter', () => {
  it('turns a Google Docs paste into GitHub-flavoured Markdown, the first heading as the title', () => {
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><h1 dir="ltr"><span style="font-size:20pt">Sunset Cruise Guide</span></h1>' +
      '<p dir="ltr"><span style="font-weight:700">Bring</span><span> sunscreen and </span><a href="https://www.google.com/url?q=https://example.com/marina&amp;sa=D&amp;ust=1"><span>the map</span></a>.</p>' +
      '<h3>What to wear</h3><ul><li><p>Hats</p></li><li><p>Water shoes</p></li></ul>' +
      '<table><tbody><tr><td><p>Boat</p></td><td><p>Guests</p></td></tr><tr><td><p>Day Tripper</p></td><td><p>14</p></td></tr></tbody></table></b>';
    const { markdown, title } = htmlToMarkdown(html);
    expect(title).toBe('Sunset Cruise Guide');
    expect(markdown).toContain('**Bring** sunscreen and [the map](https://example.com/marina).');
    // The paste's h3 under its h1 becomes the body's first level, ##.
    expect(markdown).toContain('## What to wear');
    expect(markdown).toMatch(/^- Hats$/m);
    expect(markdown).toContain('| Boat | Guests |\n| --- | --- |\n| Day Tripper | 14 |');
    expect(markdown).not.toMatch(/<|style=|docs-internal/);
  });

  it('leaves out pasted images and unsafe links, keeping the link text, and counts them', () => {
    const result = htmlToMarkdown(
      '<p>Look <img src="data:image/png;base64,AAAA"> and <a href="javascript:alert(1)">click</a> or <a href="https://x.example/a b">x</a></p>',
    );
    expect(result.markdown).toBe('Look and click or [x](https://x.example/a%20b)');
    expect(result).toMatchObject({ imagesRemoved: 1, linksRemoved: 1, title: null });
  });

  it('cleans Word: comments, Office tags and conditional blocks', () => {
    const { markdown } = htmlToMarkdown('<!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]--><p class="MsoNormal">Plain text<o:p></o:p></p>');
    expect(markdown).toBe('Plain text');
  });

  it('renumbers headings from ## without skipping levels, outside code blocks', () => {
    expect(fixHeadingLevels('# A\n#### B\n### C\n```\n# not a heading\n```\n# D')).toBe('## A\n### B\n### C\n```\n# not a heading\n```\n## D');
  });

  it('unwraps Google and Outlook redirects and keeps other links', () => {
    expect(unwrapRedirect('https://www.google.com/url?q=https://laketravis.example/&sa=D')).toBe('https://laketravis.example/');
    expect(unwrapRedirect('https://nam02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fa.example%2F&data=x')).toBe('https://a.example/');
    expect(unwrapRedirect('https://a.example/x')).toBe('https://a.example/x');
  });
});

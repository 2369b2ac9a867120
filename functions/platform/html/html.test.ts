import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html.ts';

describe('html', () => {
  it('escapes every interpolated text, in text and in attributes', () => {
    const name = `<script>alert("x")</script> & 'friends'`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;</p>',
    );
  });

  it('nests its own output unescaped, joins lists and drops absent values', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul>0');
  });

  it('escapes the five characters that matter and nothing else', () => {
    expect(escapeHtml(`&<>"' é ✓`)).toBe('&amp;&lt;&gt;&quot;&#39; é ✓');
  });
});

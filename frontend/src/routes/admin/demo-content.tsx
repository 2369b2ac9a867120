import type { ReactNode } from 'react';
import type { AdminContentBlock } from '#domain/content/content-blocks.ts';
import { CtaBanner } from '../../components/marketing/cta-banner.tsx';
import { PageIntro } from '../../components/marketing/page-intro.tsx';
import { StarRating, TestimonialCards } from '../../components/marketing/testimonial-cards.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { useContentBlocks } from '../../features/content-blocks/api.ts';
import type { Testimonial } from '../../site/content/testimonials.ts';

/**
 * /demo-content (decision 032): a living style guide for staff. Every content block as the site
 * renders it now (from the stored text, so a save shows here at once while the pages republish),
 * then the site's building blocks filled with sample data, so staff see what they are editing.
 */

// Sample data for the components: clearly a sample, never shown on a public page.
const SAMPLE_TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'sample-1',
    name: 'Sample G.',
    role: 'Sample: a birthday, 12 guests',
    text: 'A sample review: how a guest’s words look on a card.',
    rating: 5,
    avatar: 'SG',
  },
  {
    id: 'sample-2',
    name: 'Example R.',
    role: 'Sample: a team outing, 30 guests',
    text: 'A second sample review, to show two cards side by side.',
    rating: 4,
    avatar: 'ER',
  },
];

export default function DemoContentPage() {
  const blocks = useContentBlocks();
  let body: ReactNode;
  if (blocks.isPending) body = <Spinner label="Loading the page text" />;
  else if (blocks.isError) body = <LoadError what="the page text" error={blocks.error} onRetry={() => void blocks.refetch()} retrying={blocks.isFetching} />;
  else body = <Demo blocks={blocks.data.blocks} />;
  return (
    <div className="admin-page demo-content">
      <header className="admin-page__header">
        <h1>Demo content</h1>
      </header>
      <p className="admin-page__lead">
        Every editable block as visitors read it, and the site’s components with sample data. Change the text on Content blocks or on the page itself (Ctrl+E or
        ⌘E).
      </p>
      {body}
    </div>
  );
}

function Demo({ blocks }: { blocks: readonly AdminContentBlock[] }) {
  const text = (key: AdminContentBlock['key']) => blocks.find((block) => block.key === key)?.rendered ?? '';
  return (
    <>
      <section className="admin-card" aria-labelledby="demo-blocks-heading">
        <h2 id="demo-blocks-heading">Every content block</h2>
        <table className="admin-table">
          <caption>The text each block shows now</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Block</th>
              <th scope="col">What visitors read</th>
            </tr>
          </thead>
          <tbody>
            {blocks.map((block) => (
              <tr key={block.key}>
                <td>{block.page === '*' ? 'Every page' : block.page}</td>
                <th scope="row">
                  {block.label}
                  <span className="admin-table__sub">{block.customised ? 'Changed by staff' : 'Default'}</span>
                </th>
                <td data-testid={`demo-block-${block.key}`}>{block.rendered || <em>Empty: not shown</em>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="demo-content__sample" aria-labelledby="demo-announcement-heading">
        <h2 id="demo-announcement-heading">Announcement bar</h2>
        {text('site.announcement') ? (
          <div className="announcement-bar">
            <p className="announcement-bar__text">{text('site.announcement')}</p>
          </div>
        ) : (
          <p>Empty: the bar is hidden on every page.</p>
        )}
      </section>

      <section className="demo-content__sample" aria-labelledby="demo-intro-heading">
        <h2 id="demo-intro-heading">Page intro (the gallery’s blocks)</h2>
        <div className="demo-content__frame">
          <PageIntro eyebrow="Gallery" title={text('gallery.intro.title')} intro={text('gallery.intro.lead')} />
        </div>
      </section>

      <section className="demo-content__sample" aria-labelledby="demo-cta-wrap-heading">
        <h2 id="demo-cta-wrap-heading">Call to action banner (the gallery’s blocks)</h2>
        <div className="demo-content__frame">
          <CtaBanner
            heading={text('gallery.cta.heading')}
            text={text('gallery.cta.text')}
            primary={{ label: 'Get my instant quote', params: { type: 'general' } }}
          />
        </div>
      </section>

      <section className="demo-content__sample" aria-labelledby="demo-reviews-heading">
        <h2 id="demo-reviews-heading">Review cards and stars (sample data)</h2>
        <p>
          <StarRating value={4.5} />
        </p>
        <TestimonialCards testimonials={SAMPLE_TESTIMONIALS} />
      </section>
    </>
  );
}

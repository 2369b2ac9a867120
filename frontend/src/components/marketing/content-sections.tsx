import { CheckCircle2, Info, Lightbulb } from 'lucide-react';
import type { ContentSection } from '../../site/content/types.ts';
import { Section } from './section.tsx';
import { BlockText, blockAnchorText } from './content-block.tsx';
import { SlotImage } from '../media/slot-image.tsx';
import type { ArtId } from '../../site/art.ts';

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Renders a page's own sections: prose, steps, checklists, ideas, schedules and callouts. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        // From the default text: a staff edit of the heading never moves the anchor (decision 084).
        const id = `s-${slug(blockAnchorText(section.heading))}`;
        const heading = <BlockText key="heading" value={section.heading} />;
        const tone = index % 2 === 0 ? 'plain' : 'wash';
        switch (section.kind) {
          case 'prose':
            return (
              <Section key={id} id={id} heading={heading} tone={tone}>
                <div className="prose">
                  {section.paragraphs.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </div>
              </Section>
            );
          case 'steps':
            return (
              <Section key={id} id={id} heading={heading} intro={section.intro} tone={tone}>
                <ol className="steps">
                  {section.steps.map((step) => (
                    <li key={step.title} className="steps__item">
                      <h3 className="steps__title">{step.title}</h3>
                      <p>{step.text}</p>
                    </li>
                  ))}
                </ol>
              </Section>
            );
          case 'checklist':
            return (
              <Section key={id} id={id} heading={heading} intro={section.intro} tone={tone}>
                <ul className="checklist">
                  {section.items.map((item) => (
                    <li key={item}>
                      <CheckCircle2 aria-hidden="true" size={20} /> <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </Section>
            );
          case 'ideas':
            return (
              <Section key={id} id={id} heading={heading} intro={section.intro} tone={tone}>
                <ul className="card-grid">
                  {section.ideas.map((idea) => (
                    <li key={idea.title} className="card">
                      {idea.image && (
                        <SlotImage
                          slot={idea.image.slot}
                          art={idea.image.art as ArtId}
                          artAlt=""
                          sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw"
                          className="card__image"
                        />
                      )}
                      <h3 className="card__title">{idea.title}</h3>
                      <p>{idea.text}</p>
                    </li>
                  ))}
                </ul>
              </Section>
            );
          case 'schedule':
            return (
              <Section key={id} id={id} heading={heading} intro={section.intro} tone={tone}>
                <ol className="schedule">
                  {section.rows.map((row) => (
                    <li key={row.time} className="schedule__row">
                      <span className="schedule__time">{row.time}</span>
                      <span className="schedule__text">{row.text}</span>
                    </li>
                  ))}
                </ol>
              </Section>
            );
          case 'callout':
            return (
              <aside key={id} className={`callout callout--${section.tone}`} aria-labelledby={`${id}-heading`}>
                {section.tone === 'tip' ? <Lightbulb aria-hidden="true" size={24} /> : <Info aria-hidden="true" size={24} />}
                <div>
                  <h2 id={`${id}-heading`} className="callout__heading">
                    {heading}
                  </h2>
                  <p>{section.text}</p>
                </div>
              </aside>
            );
          default:
            return section satisfies never;
        }
      })}
    </>
  );
}

import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '../../site/content/types.ts';
import { HelpfulVote } from './helpful-vote.tsx';

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Questions and answers as disclosures, with 'Expand all' / 'Collapse all' and a 'Was this
 * helpful?' vote under each answer. Answers are in the HTML (hidden until opened) so search
 * engines and in-page search still find them.
 */
export function FaqList({ faqs, page, headingLevel = 3 }: { faqs: readonly FaqEntry[]; page: string; headingLevel?: 3 | 4 }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const allOpen = open.size === faqs.length;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="faq">
      <div className="faq__toolbar">
        <button type="button" className="button button--small" onClick={() => setOpen(allOpen ? new Set() : new Set(faqs.map((f) => f.id)))}>
          {allOpen ? 'Collapse all' : 'Expand all'}
        </button>
      </div>
      <ul className="faq__list">
        {faqs.map((faq) => {
          const isOpen = open.has(faq.id);
          const panelId = `${baseId}-${faq.id}`;
          return (
            <li key={faq.id} className="faq__item">
              <Heading className="faq__question">
                <button type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(faq.id)}>
                  <span>{faq.question}</span>
                  <ChevronDown aria-hidden="true" size={20} className="faq__chevron" />
                </button>
              </Heading>
              <div id={panelId} className="faq__answer" hidden={!isOpen}>
                {paragraphs(faq.answer).map((p) => (
                  <p key={p}>{p}</p>
                ))}
                <HelpfulVote faqId={faq.id} page={page} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import type { QuickAnswer } from '../../site/content/types.ts';
import { HelpfulVote } from './helpful-vote.tsx';

/** Quick-answer boxes: short answers, open by default, with expand/collapse all and a helpful vote. */
export function QuickAnswers({ answers, page }: { answers: readonly QuickAnswer[]; page: string }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(answers.map((a) => a.id)));
  const allOpen = open.size === answers.length;
  return (
    <div className="quick-answers">
      {answers.length > 1 && (
        <div className="faq__toolbar">
          <button type="button" className="button button--small" onClick={() => setOpen(allOpen ? new Set() : new Set(answers.map((a) => a.id)))}>
            {allOpen ? 'Collapse all' : 'Expand all'}
          </button>
        </div>
      )}
      <div className="quick-answers__grid">
        {answers.map((answer) => {
          const isOpen = open.has(answer.id);
          return (
            <div key={answer.id} className="quick-answer">
              <h3 className="quick-answer__question">
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={`qa-${answer.id}`}
                  onClick={() =>
                    setOpen((current) => {
                      const next = new Set(current);
                      if (next.has(answer.id)) next.delete(answer.id);
                      else next.add(answer.id);
                      return next;
                    })
                  }
                >
                  {answer.question}
                </button>
              </h3>
              <div id={`qa-${answer.id}`} hidden={!isOpen}>
                <p>{answer.answer}</p>
                {answer.relatedLink && <Link to={answer.relatedLink.href}>{answer.relatedLink.label}</Link>}
                <HelpfulVote faqId={`qa-${answer.id}`} page={page} />
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

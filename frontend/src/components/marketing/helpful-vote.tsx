import { useState } from 'react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { contentRoutes } from '#contracts/routes/content.ts';
import { api } from '../../lib/api.ts';

type VoteState = 'idle' | 'sending' | 'thanks' | 'failed';

/** 'Was this helpful?': records the vote (`POST /api/faq/feedback`) and thanks the visitor. */
export function HelpfulVote({ faqId, page }: { faqId: string; page: string }) {
  const [state, setState] = useState<VoteState>('idle');
  const vote = async (helpful: boolean) => {
    setState('sending');
    try {
      await api(contentRoutes.recordFaqFeedback, { body: { faqId, page, helpful } });
      setState('thanks');
    } catch {
      setState('failed');
    }
  };
  if (state === 'thanks') {
    return (
      <p className="helpful helpful--thanks" role="status">
        Thanks for your feedback!
      </p>
    );
  }
  return (
    <div className="helpful" role="group" aria-label="Was this helpful?">
      <span className="helpful__label" aria-hidden="true">
        Was this helpful?
      </span>
      <button type="button" className="helpful__button" onClick={() => void vote(true)} disabled={state === 'sending'} aria-label="Yes, this was helpful">
        <ThumbsUp aria-hidden="true" size={16} /> Yes
      </button>
      <button type="button" className="helpful__button" onClick={() => void vote(false)} disabled={state === 'sending'} aria-label="No, this was not helpful">
        <ThumbsDown aria-hidden="true" size={16} /> No
      </button>
      {state === 'failed' && (
        <span className="helpful__error" role="alert">
          We couldn't record that. Please try again.
        </span>
      )}
    </div>
  );
}

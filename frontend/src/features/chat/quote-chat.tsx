import '../../lib/zod-without-eval.ts';
import { useId } from 'react';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { CreateQuoteResponse } from '#domain/booking/quotes.ts';
import { PricePanel } from '../../components/pricing/price-panel.tsx';
import { SavedCard } from './chat-review.tsx';
import { ChatProgress, ChatTranscript } from './chat-transcript.tsx';
import { CurrentQuestion } from './current-question.tsx';
import type { ChatSource } from './save.ts';
import { StepAnswer } from './step-answer.tsx';
import { useQuoteChat } from './use-quote-chat.ts';
import '../../styles/chat.css';

export interface QuoteChatProps {
  source: ChatSource;
  /** `location.search` of the page: the entry parameters. */
  search: string;
  today: IsoDate;
  onQuoteSaved: (saved: CreateQuoteResponse) => void;
  /** The embed's narrow, single-column layout. */
  compact?: boolean;
}

/**
 * The conversational quote builder: guided questions with quick replies and typed answers, a
 * live itemised price from domain/, and a saved quote at the end. Free of site chrome and router
 * hooks, so /chat and the embeddable widget render the same component.
 */
export function QuoteChat({ source, search, today, onQuoteSaved, compact = false }: QuoteChatProps) {
  const id = useId();
  const chat = useQuoteChat({ source, search, today, onQuoteSaved });
  const { state, editing, saved } = chat;
  const feedbackId = `${id}-feedback`;

  return (
    <div className={`chat${compact ? ' chat--compact' : ''}`}>
      <ChatProgress id={id} label={chat.progressLabel} done={chat.done} total={chat.total} />

      <PricePanel choices={state.answers} price={chat.price} status={chat.priceStatus} from={chat.from} />

      <div className="chat__conversation">
        <ChatTranscript state={state} editing={editing} onChange={chat.openStep} />

        <CurrentQuestion chat={chat} id={id} feedbackId={feedbackId} today={today} />

        <div className="chat-input" ref={chat.inputRef}>
          {saved ? (
            <SavedCard total={saved.totalPrice} path={saved.path} framed={source === 'embed'} onRestart={chat.startOver} />
          ) : (
            <StepAnswer chat={chat} today={today} feedbackId={feedbackId} />
          )}
          {editing && !saved && (
            <button type="button" className="chat-input__cancel" onClick={() => chat.cancelEdit()}>
              Keep my answer
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

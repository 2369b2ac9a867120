import type { IsoDate } from '#domain/shared/dates.ts';
import { cruiseChoices } from './options.ts';
import { hintFor, questionFor, stepName } from './messages.ts';
import type { QuoteChatModel } from './use-quote-chat.ts';

/**
 * The question open now (or the saved quote's line), read out as it changes, with its hint, the
 * reason for the recommended cruise, and what was said about the last answer. A contact field
 * shows its own error, so it is not repeated here.
 */
export function CurrentQuestion({ chat, id, feedbackId, today }: { chat: QuoteChatModel; id: string; feedbackId: string; today: IsoDate }) {
  const { state, step, editing, saved, stepFeedback, isContactStep } = chat;
  return (
    <div className="chat-current" aria-live="polite">
      {saved ? (
        <p className="chat-msg chat-msg--assistant" ref={chat.questionRef} tabIndex={-1}>
          Your quote {saved.reference} is saved.
        </p>
      ) : (
        <>
          <p className="chat-msg chat-msg--assistant chat-msg--question" ref={chat.questionRef} tabIndex={-1} id={`${id}-question`}>
            {editing ? `Let's change your ${stepName(editing)}. ` : ''}
            {questionFor(step, state)}
          </p>
          {hintFor(step, state) && <p className="chat-msg__hint">{hintFor(step, state)}</p>}
          {step === 'cruiseKind' && <CruiseReason state={state} today={today} discoFull={chat.discoFull} />}
        </>
      )}
      {stepFeedback && !(isContactStep && stepFeedback.error) && (
        <div id={feedbackId} className={`chat-msg chat-msg--notice${stepFeedback.error ? ' chat-msg--error' : ''}`}>
          {stepFeedback.messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
    </div>
  );
}

function CruiseReason({ state, today, discoFull }: { state: QuoteChatModel['state']; today: IsoDate; discoFull: string | null }) {
  const options = cruiseChoices(state, today);
  if (!options) return null;
  // The engine's advice compares prices; a full sailing settles it whatever the prices say.
  const reason = discoFull ? `${discoFull} For your group it is a private charter: the whole boat is yours.` : options.comparison.reasonMessage;
  return <p className="chat-msg__hint chat-msg__reason">{reason}</p>;
}

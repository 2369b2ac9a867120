import { Pencil } from 'lucide-react';
import { Fragment } from 'react';
import { answeredSteps, type ConversationState, type QuestionStep } from './conversation.ts';
import { answerText, autoCruiseKindMessage, greeting, questionFor, stepName } from './messages.ts';

/** How far the guest is, as text and as a labelled progress bar. */
export function ChatProgress({ id, label, done, total }: { id: string; label: string; done: number; total: number }) {
  return (
    <div className="chat__progress">
      <p className="chat__progress-label" id={`${id}-progress`}>
        {label}
      </p>
      <div
        className="chat__progress-bar"
        role="progressbar"
        aria-labelledby={`${id}-progress`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} answered`}
      >
        <span className="chat__progress-fill" style={{ width: `${total === 0 ? 0 : Math.round((done / total) * 100)}%` }} />
      </div>
    </div>
  );
}

/** The conversation so far: each question asked and the guest's answer, with Change until the quote is saved. */
export function ChatTranscript({
  state,
  editing,
  onChange,
}: {
  state: ConversationState;
  editing: QuestionStep | null;
  onChange: (step: QuestionStep) => void;
}) {
  const saved = state.saved;
  return (
    <ol className="chat-transcript" aria-label="Conversation so far">
      <li className="chat-msg chat-msg--assistant">{greeting(state)}</li>
      {answeredSteps(state).map((s) => {
        const auto = s === 'cruiseKind' ? autoCruiseKindMessage(state) : null;
        return (
          <Fragment key={s}>
            <li className="chat-msg chat-msg--assistant">{questionFor(s, state)}</li>
            {auto ? (
              <li className="chat-msg chat-msg--assistant chat-msg--auto">{auto}</li>
            ) : (
              <li className="chat-msg chat-msg--guest" data-step={s} data-editing={editing === s ? 'true' : undefined}>
                <span className="chat-msg__answer">{answerText(s, state)}</span>
                {!saved && (
                  <button type="button" className="chat-msg__change" aria-label={`Change ${stepName(s)}: ${answerText(s, state)}`} onClick={() => onChange(s)}>
                    <Pencil size={14} aria-hidden="true" />
                    Change
                  </button>
                )}
              </li>
            )}
          </Fragment>
        );
      })}
    </ol>
  );
}

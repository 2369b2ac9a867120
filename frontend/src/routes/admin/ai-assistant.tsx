import '../../styles/admin-ai-assistant.css';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { STAFF_EXAMPLE_QUESTIONS, STAFF_QUESTION_MAX, staffToolsFor, type StaffAnswer } from '#domain/assistant/staff-assistant.ts';
import type { BlogDraftProposal, StaffProposal } from '#domain/assistant/staff-proposals.ts';
import type { StaffRole } from '#domain/people/staff-roles.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useCurrentUser } from '../../features/auth/use-auth.ts';
import { Confirm, ProposalCard } from '../../features/back-office/assistant/proposal-card.tsx';
import { useCreatePost } from '../../features/blog/blog-api.ts';
import { useAskStaffAssistant } from '../../features/back-office/assistant/staff-assistant-api.ts';
import { apiProblem } from '../../features/back-office/shared/api-problem.ts';

/**
 * /admin/ai-assistant (issue 30, decision 079): staff ask a question over the business's data and
 * get an answer from read tools their role may use, with the records it came from as links. It
 * never acts: asked to send a pay link again, hold a time for a party's quote (decision 089) or make
 * a partner's promo code, it proposes the action on a card the staff member confirms with one
 * click, through the screen's own route (decision 080). The page says plainly when the local model stand-in answered, as the guest chat does.
 */
export default function AiAssistantPage() {
  const role = useCurrentUser().data?.staffRole ?? null;
  const tools = staffToolsFor(role);
  const examples = STAFF_EXAMPLE_QUESTIONS.filter((example) => tools.includes(example.tool));
  const [question, setQuestion] = useState('');
  const ask = useAskStaffAssistant();
  const answerHeading = useRef<HTMLHeadingElement>(null);
  const problem = ask.error ? apiProblem(ask.error) : null;

  // The answer replaces the page's lower half: focus moves to its heading so a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (ask.data || problem) answerHeading.current?.focus();
  }, [ask.data, problem]);

  const send = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || ask.isPending) return;
    setQuestion(trimmed);
    ask.mutate({ question: trimmed });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(question);
  };

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>AI assistant</h1>
      </header>
      <p className="admin-page__lead">
        Ask about guests, quotes, balances{tools.includes('money_collected') ? ' and the money collected' : ''}. The assistant reads the business’s records and
        never changes, sends, books or refunds anything itself. Ask it to send a pay link again
        {tools.includes('propose_promo_code') ? ', make a promo code for a partner' : ''} or hold a time for a party’s quote, and it proposes the action on a
        card that says exactly what will happen: nothing happens until you press its button. Every figure in an answer comes from the records, and the records
        it used are linked below it.
      </p>
      <form className="ai-assistant__form" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="ai-assistant-question">Your question</label>
          <textarea
            id="ai-assistant-question"
            rows={2}
            maxLength={STAFF_QUESTION_MAX}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            onKeyDown={(event) => {
              // Enter asks, as in a search box; Shift+Enter keeps a new line.
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                send(question);
              }
            }}
          />
        </div>
        <button type="submit" className="button" disabled={ask.isPending || question.trim() === ''}>
          Ask
        </button>
      </form>
      {examples.length > 0 && (
        <section className="ai-assistant__examples" aria-labelledby="ai-assistant-examples">
          <h2 id="ai-assistant-examples">Try asking</h2>
          <ul>
            {examples.map((example) => (
              <li key={example.question}>
                <button type="button" className="button button--small button--secondary" disabled={ask.isPending} onClick={() => send(example.question)}>
                  {example.question}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div aria-live="polite">
        {ask.isPending && (
          <p className="ai-assistant__loading">
            <Spinner /> Reading the records…
          </p>
        )}
        {!ask.isPending && problem && (
          <section className="admin-section" aria-labelledby="ai-assistant-answer">
            <h2 id="ai-assistant-answer" ref={answerHeading} tabIndex={-1}>
              No answer
            </h2>
            <p className="ai-assistant__error" role="alert">
              {problem.fields['question'] ?? problem.message}
            </p>
          </section>
        )}
        {!ask.isPending && ask.data && <Answer answer={ask.data} headingRef={answerHeading} role={role} />}
      </div>
    </div>
  );
}

/** A proposed post saved through the blog editor's own "new post" request, which stores a draft (decision 080). */
function BlogDraftSave({ proposal, label }: { proposal: BlogDraftProposal; label: string }) {
  const create = useCreatePost();
  return (
    <Confirm
      label={label}
      pending={create.isPending}
      run={async () => {
        const { post } = await create.mutateAsync(proposal.post);
        return {
          ok: true,
          text: `Saved as a draft: “${post.title}”. It is not published; edit and publish it in the blog editor.`,
          link: { to: `/admin/blogs/posts/${post.id}/edit`, label: 'Edit the draft' },
        };
      }}
    />
  );
}

/** What a card is about, unique within one answer. */
function proposalKey(proposal: StaffProposal): string {
  switch (proposal.kind) {
    case 'resend_pay_link':
      return `${proposal.kind}:${proposal.bookingId}`;
    case 'create_promo_code':
      return `${proposal.kind}:${proposal.request.code}`;
    case 'hold_slot':
      return `${proposal.kind}:${proposal.quoteId}`;
    case 'blog_post_draft':
      return `${proposal.kind}:${proposal.post.slug}`;
    default:
      return `${proposal.kind}:${proposal.leadId}`;
  }
}

function Answer({ answer, headingRef, role }: { answer: StaffAnswer; headingRef: RefObject<HTMLHeadingElement | null>; role: StaffRole | null }) {
  return (
    <section className="admin-section ai-assistant__answer" aria-labelledby="ai-assistant-answer">
      <h2 id="ai-assistant-answer" ref={headingRef} tabIndex={-1}>
        Answer
      </h2>
      <p className="ai-assistant__asked">You asked: “{answer.question}”</p>
      {answer.model.standIn && (
        <p className="ai-assistant__stand-in">
          <strong>Test mode:</strong> this answer comes from the local model stand-in, not an AI model. It picks tools by keywords and repeats their results.
        </p>
      )}
      {!answer.modelAnswerGrounded && (
        <p className="ai-assistant__withheld">The model’s own words named a figure the records do not hold, so only the records’ facts are shown.</p>
      )}
      <div className="ai-assistant__text">
        {answer.answer.split('\n').map((line, index) => (
          // The answer's lines have no identity but their place; they are never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{line}</p>
        ))}
      </div>
      {answer.proposals.map((proposal) => (
        <ProposalCard key={proposalKey(proposal)} proposal={proposal} role={role} BlogDraftSave={BlogDraftSave} />
      ))}
      {answer.citations.length > 0 && (
        <>
          <h3>From these records</h3>
          <ul className="ai-assistant__citations">
            {answer.citations.map((citation) => (
              <li key={`${citation.path}#${citation.reference}`}>
                <Link to={citation.path}>{citation.reference}</Link> <span>{citation.label}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {answer.facts.length > 0 && (
        <>
          <h3>Facts it rests on</h3>
          <dl className="ai-assistant__facts">
            {answer.facts.map((fact) => (
              <div key={`${fact.source}-${fact.label}`}>
                <dt>
                  {fact.source}: {fact.label}
                </dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

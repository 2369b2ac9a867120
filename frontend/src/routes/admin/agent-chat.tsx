import '../../styles/admin-agent-chat.css';
import { useEffect, useState } from 'react';
import { AGENT_CHAT_LIST_LIMIT, type AgentConversationSummary, type AgentReviewItem } from '#domain/assistant/agent-chat.ts';
import { CONVERSATION_KEPT_DAYS } from '#domain/assistant/conversation.ts';
import { downloadFile } from '../../admin/kit/download-file.ts';
import { EmailAddress } from '../../admin/kit/email-address.tsx';
import { FormBelowList, Loaded } from '../../admin/kit/list-and-form.tsx';
import { useFormBelowList } from '../../admin/kit/use-form-below-list.ts';
import { useUrlFilters } from '../../admin/kit/use-url-filters.ts';
import { SearchForm } from '../../admin/kit/search-form.tsx';
import { useAgentConversation, useAgentConversations, useAgentReviews } from '../../features/back-office/assistant/agent-chat-api.ts';
import { ConversationDetail } from '../../features/back-office/assistant/conversation-detail.tsx';
import { conversationOrigin } from '../../features/back-office/assistant/conversation-origin.ts';
import { matchingConversations, type ConversationFilter } from '../../features/back-office/assistant/conversation-search.ts';
import { formatDateTime, plural } from '../../features/back-office/shared/format.ts';

/**
 * /admin/agent-chat (issue 30, decision 072): every guest conversation with the chat agent,
 * newest first and refreshed while the page is open; one opened below the list shows what was
 * asked, which tools ran with what input, and what was answered. Staff take a conversation over,
 * reply (the guest's chat shows it; it is e-mailed when they left an address) and mark answers
 * wrong, which puts them on the review list at the foot of the page.
 */
const readFilter = (search: URLSearchParams): ConversationFilter => ({ q: (search.get('q') ?? '').trim(), waiting: search.get('waiting') === '1' });
const writeFilter = ({ q, waiting }: ConversationFilter) => new URLSearchParams({ ...(q ? { q } : {}), ...(waiting ? { waiting: '1' } : {}) });

export default function AgentChatPage() {
  const conversations = useAgentConversations();
  const { editing: openId, formKey, formHeading, open } = useFormBelowList<string>();
  // The filter is in the URL (?q=, ?waiting=1), so a search can be shared and survives a reload.
  const { filters, apply } = useUrlFilters(readFilter, writeFilter);
  // Ticked at once, as the router's update may land a frame later (a controlled box would flick back).
  const [waiting, setWaiting] = useState(filters.waiting);
  useEffect(() => setWaiting(filters.waiting), [filters.waiting]);
  const all = conversations.data?.conversations;
  const shown = all ? matchingConversations(all, filters) : undefined;
  const filtered = filters.q !== '' || filters.waiting;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Agent chat</h1>
      </header>
      <p className="admin-page__lead">
        The conversations guests had with the chat agent on /chat and in the embed widget on partners' pages, newest first (the {AGENT_CHAT_LIST_LIMIT} newest;
        each is kept {CONVERSATION_KEPT_DAYS} days). Open one to see each question, the tools the agent ran and its answer. Take it over to answer the guest
        yourself: the agent stops, and your reply shows in their chat (and goes by e-mail when they left one).
      </p>
      <SearchForm label="Find conversations" value={filters.q} placeholder="Words, name, e-mail, ref" wide onSearch={(q) => apply({ q })}>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={waiting}
            onChange={(event) => {
              setWaiting(event.target.checked);
              apply({ waiting: event.target.checked });
            }}
          />{' '}
          Only those waiting for a person
        </label>
      </SearchForm>
      <p className="admin-results" role="status" aria-live="polite">
        {all && shown ? (filtered ? `${shown.length} of ${plural(all.length, 'conversation')}` : plural(all.length, 'conversation')) : ''}
      </p>
      <Loaded query={conversations} loading="Loading the conversations..." what="the conversations">
        {(data) =>
          data.conversations.length === 0 ? (
            <p className="admin-empty">No guest has asked the chat agent anything yet. Conversations appear here as they happen.</p>
          ) : shown && shown.length === 0 ? (
            <p className="admin-empty">No conversation matches. Try fewer words, or show every conversation.</p>
          ) : (
            <ConversationTable conversations={shown ?? data.conversations} openId={openId} onOpen={(id) => open(id)} />
          )
        }
      </Loaded>
      {openId && (
        <FormBelowList headingId="agent-conversation-heading" headingRef={formHeading} heading="The conversation">
          <OpenConversation key={formKey} id={openId} />
        </FormBelowList>
      )}
      <ReviewList />
    </div>
  );
}

/** A conversation's state as a badge, in words (never colour alone), each state its own; who took it over is under it. */
function StatusBadge({ conversation }: { conversation: AgentConversationSummary }) {
  if (conversation.waitingForStaff) return <span className="admin-badge admin-badge--expired">Waiting for a person</span>;
  if (conversation.takenOver) {
    return (
      <>
        <span className="admin-badge admin-badge--active">Taken over</span>
        <span className="admin-table__sub">
          by <EmailAddress email={conversation.takenOver.by} />
        </span>
      </>
    );
  }
  if (conversation.handedOver) return <span className="admin-badge admin-badge--handed-over">Handed over</span>;
  return <span className="admin-badge admin-badge--muted">The agent answers</span>;
}

function ConversationTable({
  conversations,
  openId,
  onOpen,
}: {
  conversations: readonly AgentConversationSummary[];
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>Conversations with the chat agent, newest first</caption>
        <thead>
          <tr>
            <th scope="col">First question</th>
            <th scope="col">Last message</th>
            <th scope="col">Messages</th>
            <th scope="col">Guest</th>
            <th scope="col">Asked on</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {conversations.map((conversation) => (
            // The one open below the list is marked for assistive technology and by its edge and words, not by colour alone.
            <tr key={conversation.id} aria-current={conversation.id === openId ? 'true' : undefined}>
              <th scope="row" data-label="First question">
                {conversation.firstQuestion}
                {conversation.id === openId && <span className="admin-table__sub agent-chat__open-below">Open below</span>}
                {conversation.markedWrong > 0 && <span className="admin-table__sub">{plural(conversation.markedWrong, 'answer')} marked wrong</span>}
                {conversation.blocked > 0 && <span className="admin-table__sub">{plural(conversation.blocked, 'message')} blocked</span>}
              </th>
              <td data-label="Last message">{formatDateTime(conversation.updatedAt)}</td>
              <td data-label="Messages">{conversation.questions}</td>
              <td data-label="Guest">
                {conversation.handedOver ? (conversation.handedOver.name ?? 'Left details') : 'Anonymous'}
                {conversation.handedOver?.email && <EmailAddress email={conversation.handedOver.email} className="admin-table__sub" />}
              </td>
              <td data-label="Asked on">{conversationOrigin(conversation)}</td>
              <td data-label="Status">
                <StatusBadge conversation={conversation} />
              </td>
              <td data-label="Actions">
                <button type="button" className="button button--small button--secondary" onClick={() => onOpen(conversation.id)}>
                  Open<span className="visually-hidden"> the conversation “{conversation.firstQuestion}”</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OpenConversation({ id }: { id: string }) {
  const conversation = useAgentConversation(id);
  return (
    <Loaded query={conversation} loading="Loading the conversation..." what="the conversation">
      {(data) => <ConversationDetail conversation={data} />}
    </Loaded>
  );
}

/** The review list as a file for the evaluation set: `npm run eval:ai -- --review <file>` asks each question again. */
function downloadReviews(reviews: readonly AgentReviewItem[]) {
  downloadFile(`${JSON.stringify(reviews, null, 2)}\n`, 'application/json', 'agent-review-list.json');
}

function ReviewList() {
  const reviews = useAgentReviews();
  return (
    <section className="admin-section" aria-labelledby="agent-review-heading">
      <h2 id="agent-review-heading">Review list: answers marked wrong</h2>
      {/* What developers do with the file (`npm run eval:ai -- --review`, then tests/eval/guest-questions.ts) is the README's; staff read what it is for. */}
      <p>
        Answers staff marked wrong, with their notes. Download the list for whoever looks after the agent: each question is asked again, and once the agent
        answers it right it joins the questions the agent is tested on before every change.
      </p>
      <Loaded query={reviews} loading="Loading the review list..." what="the review list">
        {(data) =>
          data.reviews.length === 0 ? (
            <p className="admin-empty">No answer has been marked wrong.</p>
          ) : (
            <>
              <p>
                <button type="button" className="button button--secondary" onClick={() => downloadReviews(data.reviews)}>
                  Download the review list (JSON)
                </button>
              </p>
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <caption>Answers marked wrong, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Question</th>
                      <th scope="col">Answer</th>
                      <th scope="col">Note</th>
                      <th scope="col">Marked</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.reviews.map((review) => (
                      <tr key={`${review.conversationId}-${review.turn}`}>
                        <th scope="row" data-label="Question">
                          {review.question}
                        </th>
                        <td data-label="Answer">
                          {review.answer}
                          <span className="admin-table__sub">Tools: {review.toolCalls.map((call) => call.name).join(', ') || 'none'}</span>
                        </td>
                        <td data-label="Note">{review.note || '—'}</td>
                        <td data-label="Marked">
                          {formatDateTime(review.markedAt)}
                          <span className="admin-table__sub">{review.markedBy}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </Loaded>
    </section>
  );
}

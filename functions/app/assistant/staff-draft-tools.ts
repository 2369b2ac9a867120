import type { BlogDraftProposal, LeadReplyDraft } from '#domain/assistant/staff-proposals.ts';
import { draftSlug, leadReplySubject, leadReplyText } from '#domain/assistant/staff-proposals.ts';
import { figuresIn, ungroundedFigures } from '#domain/assistant/grounding.ts';
import { blogPostInputSchema, type BlogTerm } from '#domain/content/blog.ts';
import * as z from '#domain/shared/zod.ts';
import { blogRepository } from '../../adapters/dynamodb/blog-repository.ts';
import { leadsRepository } from '../../adapters/dynamodb/leads-repository.ts';
import { currentBusinessFacts } from '../site/business-facts.ts';
import type { StaffTool, StaffToolOutcome } from './staff-tools.ts';

// The staff assistant's drafts (issue 30, decision 080): a blog post from staff's notes and a
// reply to a lead's enquiry. Like the proposal tools they only read: a post draft is a proposal
// the staff member saves with one click through the blog editor's own route (which stores every
// new post as a draft; publishing stays the editor's), and a reply is text for them to edit and
// copy, sent by nothing here. A draft says no figure its sources do not give: a post's numbers
// come from the notes, and it names no price (prices are the pricing engine's, not a post's).

const failed = (error: string): StaffToolOutcome => ({ ok: false, data: { error }, facts: [], citations: [] });
const notProposed = (reason: string): StaffToolOutcome => ({ ok: true, data: { proposed: false, reason }, facts: [], citations: [] });

// --- propose_blog_draft ------------------------------------------------------------------------

const blogDraftInput = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1, { message: 'A title.' }), z.maxLength(120)),
  markdown: z.string().check(z.trim(), z.minLength(1, { message: 'The post, in Markdown.' }), z.maxLength(20_000)),
  excerpt: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))),
  category: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  author: z.optional(z.string().check(z.trim(), z.maxLength(80))),
});

/** The term named (by name or slug, any case), else the first by name: the editor's form makes the same choice a person would correct. */
function termNamed(terms: readonly BlogTerm[], named: string | undefined): BlogTerm | null {
  const sorted = [...terms].sort((a, b) => a.name.localeCompare(b.name));
  const wanted = named?.trim().toLowerCase();
  return (wanted && sorted.find((term) => term.name.toLowerCase() === wanted || term.slug === wanted)) || sorted[0] || null;
}

/** The post's first sentence, without Markdown, as its summary. */
function summaryOf(markdown: string): string {
  const prose = markdown
    .replace(/^#+\s.*$/gm, ' ')
    .replace(/[*_`>#-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(prose)?.[0] ?? prose;
  return sentence.slice(0, 300).trim();
}

const MAX_SLUG_ATTEMPTS = 9;

const proposeBlogDraftTool: StaffTool = {
  name: 'propose_blog_draft',
  spec: {
    name: 'propose_blog_draft',
    description:
      "Proposes a blog post draft written from the staff member's notes: a title and the post in Markdown, with the category and author when named. Use only what the notes say; name no price. It saves nothing: the staff member saves it as a draft, edits and publishes it in the blog editor.",
    inputSchema: {
      type: 'object',
      properties: {
        title: { type: 'string' },
        markdown: { type: 'string', description: 'The post, in Markdown' },
        excerpt: { type: 'string', description: 'A one-sentence summary' },
        category: { type: 'string' },
        author: { type: 'string' },
      },
      required: ['title', 'markdown'],
      additionalProperties: false,
    },
  },
  input: blogDraftInput,
  run: async (input: z.infer<typeof blogDraftInput>, { config, question }) => {
    const text = [input.title, input.excerpt ?? '', input.markdown].join('\n');
    if (figuresIn(text).money.length > 0)
      return failed('A post names no price: prices are the pricing engine’s and change. Leave them out and point readers to the quote builder.');
    const unfounded = ungroundedFigures(text, { toolResults: [], guestText: [question] });
    if (unfounded.length > 0) return failed(`The draft names figures the notes do not give: ${unfounded.join(', ')}. Write it from the notes alone.`);
    const blog = blogRepository(config);
    const [categories, authors, posts] = await Promise.all([blog.terms.list('categories'), blog.terms.list('authors'), blog.posts.list()]);
    const category = termNamed(categories, input.category);
    const author = termNamed(authors, input.author);
    if (!category || !author) return notProposed('The blog has no category or no author yet: add them on the blog screens first.');
    const taken = new Set(posts.map((post) => post.slug));
    let slug = '';
    for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS && !slug; attempt += 1) {
      const candidate = draftSlug(input.title, attempt);
      if (candidate && !taken.has(candidate)) slug = candidate;
    }
    const post = {
      title: input.title,
      slug,
      excerpt: input.excerpt ?? summaryOf(input.markdown),
      markdown: input.markdown,
      categoryId: category.id,
      tagIds: [],
      authorId: author.id,
    };
    // The editor's own schema: a card never proposes a post the route would refuse.
    const valid = blogPostInputSchema.safeParse(post);
    if (!valid.success) return failed(valid.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    const proposal: BlogDraftProposal = { kind: 'blog_post_draft', post: valid.data, category: category.name, author: author.name };
    const words = input.markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    return {
      ok: true,
      data: {
        proposed: true,
        title: post.title,
        address: `/blogs/${slug}`,
        words,
        category: category.name,
        author: author.name,
        note: 'Nothing is saved until the staff member saves it as a draft; the assistant never publishes.',
      },
      facts: [],
      citations: [],
      proposal,
    };
  },
};

// --- draft_lead_reply --------------------------------------------------------------------------

const leadReplyInput = z.strictObject({
  email: z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: "The lead's e-mail address." }), z.maxLength(200)),
  reply: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(5_000))),
});

const draftLeadReplyTool: StaffTool = {
  name: 'draft_lead_reply',
  spec: {
    name: 'draft_lead_reply',
    description:
      "Drafts a reply to the newest enquiry (lead) from an e-mail address, for the staff member to edit and copy: from what the lead gave, or your own `reply` using only that and the business's facts. It sends nothing.",
    inputSchema: {
      type: 'object',
      properties: { email: { type: 'string' }, reply: { type: 'string', description: 'Your reply, if you write one' } },
      required: ['email'],
      additionalProperties: false,
    },
  },
  input: leadReplyInput,
  run: async (input: z.infer<typeof leadReplyInput>, { config, now, question }) => {
    const [lead] = await leadsRepository(config).listByEmail(input.email, 1);
    if (!lead) return notProposed(`There is no enquiry from ${input.email}.`);
    const facts = await currentBusinessFacts(config, now);
    const business = { name: facts.name, phone: facts.phone.display, quoteUrl: new URL('/chat', config.SITE_URL).href };
    const asked = {
      name: lead.name,
      email: lead.email,
      eventType: lead.eventType,
      eventDate: lead.eventDate,
      groupSize: lead.groupSize,
      message: lead.message,
    };
    if (input.reply) {
      if (figuresIn(input.reply).money.length > 0) return failed('A reply names no price: link the quote builder, which prices from the engine.');
      const unfounded = ungroundedFigures(input.reply, { toolResults: [asked, business], guestText: [question] });
      if (unfounded.length > 0) return failed(`The reply names figures the enquiry does not give: ${unfounded.join(', ')}.`);
    }
    const draft: LeadReplyDraft = {
      kind: 'lead_reply_draft',
      leadId: lead.id,
      to: lead.email,
      name: lead.name,
      subject: leadReplySubject(lead),
      text: input.reply ?? leadReplyText(lead, business),
    };
    return {
      ok: true,
      data: { proposed: true, to: draft.to, name: draft.name, asked: lead.message ?? null, note: 'Nothing is sent: the staff member edits and copies it.' },
      facts: [],
      citations: [{ reference: lead.email, label: `${lead.name}'s enquiry`, path: `/customers/${encodeURIComponent(lead.email.trim().toLowerCase())}` }],
      proposal: draft,
    };
  },
};

export const DRAFT_TOOLS: readonly StaffTool[] = [proposeBlogDraftTool, draftLeadReplyTool];

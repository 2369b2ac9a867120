import { formatDate } from '#domain/shared/dates.ts';
import type { LegalDocument as LegalDocumentContent } from '../../site/content/legal.ts';
import { PageIntro } from './page-intro.tsx';

/** A legal page: title, last-updated date, a table of contents and the numbered sections. */
export function LegalDocument({ title, eyebrow, document }: { title: string; eyebrow: string; document: LegalDocumentContent }) {
  return (
    <main id="main">
      <PageIntro eyebrow={eyebrow} title={title} intro={document.intro}>
        <p className="page-intro__meta">Last updated {formatDate(document.updated)}</p>
      </PageIntro>
      <div className="legal section__inner">
        <nav className="legal__toc" aria-labelledby="toc-heading">
          <h2 id="toc-heading">Contents</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body prose">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}

import { LegalDocument } from '../components/marketing/legal-document.tsx';
import { TERMS_OF_SERVICE } from '../site/content/legal.ts';

export default function TermsPage() {
  return <LegalDocument eyebrow="Booking with us" title="Terms of Service" document={TERMS_OF_SERVICE} />;
}

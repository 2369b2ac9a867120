import { LegalDocument } from '../components/marketing/legal-document.tsx';
import { PRIVACY_POLICY } from '../site/content/legal.ts';

export default function PrivacyPage() {
  return <LegalDocument eyebrow="Your data" title="Privacy Policy" document={PRIVACY_POLICY} />;
}

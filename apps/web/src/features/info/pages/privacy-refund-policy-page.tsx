import { InfoArticle } from '../components/info-article.tsx';

export default function PrivacyRefundPolicyPage() {
  return <InfoArticle name="privacy" helpPage="privacy-refund-policy" />;
}

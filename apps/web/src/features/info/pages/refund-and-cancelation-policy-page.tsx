import { InfoArticle } from '../components/info-article.tsx';

export default function RefundAndCancelationPolicyPage() {
  return <InfoArticle name="refund" helpPage="refund-and-cancelation-policy" />;
}

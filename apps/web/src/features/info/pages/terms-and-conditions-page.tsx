import { InfoArticle } from '../components/info-article.tsx';

export default function TermsAndConditionsPage() {
  return <InfoArticle name="terms" helpPage="terms-and-conditions" />;
}

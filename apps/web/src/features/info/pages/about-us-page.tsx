import { InfoArticle } from '../components/info-article.tsx';

export default function AboutUsPage() {
  return <InfoArticle name="about" helpPage="about-us" />;
}

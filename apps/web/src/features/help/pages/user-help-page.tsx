import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Page } from '../../../ui/page.tsx';

interface Question {
  question: string;
  answer: string;
}

function asQuestions(value: unknown): Question[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Question =>
      typeof item === 'object' && item !== null && typeof (item as Question).question === 'string',
  );
}

/** spec user-help: a short guide to the app in questions and answers, with the way to more help. */
export default function UserHelpPage() {
  const { t } = useTranslation();
  const questions = asQuestions(t('userHelp.questions', { returnObjects: true }));
  return (
    <Page title={t('userHelp.title')} helpPage="user-help">
      <div className="flex flex-col gap-5">
        <Card>
          <p className="text-stone-800">{t('userHelp.intro')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to="/help-list"
              className="inline-flex min-h-11 items-center rounded-lg bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
            >
              {t('userHelp.allTopics')}
            </Link>
            <Link
              to="/contact-us"
              className="inline-flex min-h-11 items-center rounded-lg border border-orange-800/30 bg-white px-4 font-semibold text-orange-900 hover:bg-orange-50"
            >
              {t('nav.contact')}
            </Link>
          </div>
        </Card>
        <Card>
          <h2 className="mb-2 font-serif text-xl font-semibold text-orange-950">{t('userHelp.faqTitle')}</h2>
          <div className="divide-y divide-stone-200">
            {questions.map((item) => (
              <details key={item.question} className="group py-3">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-medium text-stone-900 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <span
                    aria-hidden="true"
                    className="text-xl text-orange-800 transition-transform group-open:rotate-90"
                  >
                    ›
                  </span>
                </summary>
                <p className="pt-1 pb-2 leading-relaxed text-stone-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </Card>
      </div>
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Page } from '../../../ui/page.tsx';

/**
 * A long-form page whose words live in the i18n files under `info.<name>`: a title, an intro, dated
 * sections of paragraphs and points. One layout for about-us and the three policies.
 */
interface Section {
  heading: string;
  paragraphs?: string[];
  points?: string[];
}

function asSections(value: unknown): Section[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (section): section is Section =>
      typeof section === 'object' && section !== null && typeof (section as Section).heading === 'string',
  );
}

export function InfoArticle({ name, helpPage }: { name: string; helpPage: string }) {
  const { t } = useTranslation();
  const sections = asSections(t(`info.${name}.sections`, { returnObjects: true }));
  return (
    <Page title={t(`info.${name}.title`)} helpPage={helpPage} width="narrow">
      <Card>
        <article className="flex flex-col gap-6 leading-relaxed text-stone-800">
          <p className="text-lg text-stone-800">{t(`info.${name}.intro`)}</p>
          {sections.map((section) => (
            <section key={section.heading} className="flex flex-col gap-3">
              <h2 className="font-serif text-xl font-semibold text-orange-950">{section.heading}</h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.points ? (
                <ul className="list-disc space-y-2 pl-6">
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <p className="border-t border-stone-200 pt-4 text-sm text-stone-600">
            {t('info.questions')}{' '}
            <Link to="/contact-us" className="font-semibold text-orange-800 underline">
              {t('nav.contact')}
            </Link>
          </p>
        </article>
      </Card>
    </Page>
  );
}

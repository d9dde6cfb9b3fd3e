import { i18next, initI18n, loadTranslationPart } from '../../../i18n/index.ts';
import type { Translate } from '../receipt-model.ts';

/** The app's own i18next with the printing part, for tests of the receipt's words. */
export async function printingTranslators(): Promise<Record<'en' | 'ml', Translate>> {
  if (!i18next.isInitialized) await initI18n('en');
  await loadTranslationPart('printing');
  const [{ default: printingMl }, { default: ml }] = await Promise.all([
    import('../../../i18n/printing/ml.json'),
    import('../../../i18n/ml.json'),
  ]);
  i18next.addResourceBundle('ml', 'translation', ml, true, true);
  i18next.addResourceBundle('ml', 'translation', printingMl, true, true);
  const translator = (language: 'en' | 'ml'): Translate => {
    const t = i18next.getFixedT(language);
    return (key, values) => t(key, { ...values });
  };
  return { en: translator('en'), ml: translator('ml') };
}

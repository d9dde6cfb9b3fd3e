import { useEffect, useState } from 'react';
import { i18next, loadTranslationPart } from '../../i18n/index.ts';

/**
 * The printing part's words, fetched when a screen of another part (counter billing, orders) shows
 * the print button without having listed 'printing' among its route's translations.
 */
export function usePrintingWords(): boolean {
  const [isReady, setIsReady] = useState(() => i18next.exists('printing.button.print'));
  useEffect(() => {
    if (isReady) return;
    let isCurrent = true;
    void loadTranslationPart('printing').then(() => {
      if (isCurrent) setIsReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [isReady]);
  return isReady;
}

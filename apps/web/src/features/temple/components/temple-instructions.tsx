import { regionalName } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../ui/safe-html.tsx';
import { useTempleInstructions } from '../api/find-temple-instructions.ts';

/**
 * The temple's instructions (dress code, what to bring, how prasadam is given), each folded under its
 * title so the sevas stay in view. Nothing shows while they load or when the temple has none: they
 * help, but never stand between a devotee and booking.
 */
export function TempleInstructions({ templeId }: { templeId: number }) {
  const { t, i18n } = useTranslation();
  const instructions = useTempleInstructions(templeId);
  const items = instructions.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="temple-instructions"
      className="rounded-lg border border-amber-200 bg-amber-50 p-3"
    >
      <h2 id="temple-instructions" className="font-serif text-lg font-bold text-orange-950">
        {t('sevaList.instructions')}
      </h2>
      <ul className="mt-1 flex flex-col divide-y divide-amber-200">
        {items.map((instruction) => (
          <li key={instruction.id}>
            <details className="group py-2">
              <summary className="min-h-10 cursor-pointer py-2 font-semibold text-stone-900">
                {regionalName(instruction.title, instruction.titleNarration, i18n.language)}
              </summary>
              <SafeHtml html={instruction.bodyHtml} className="prose-sm text-stone-800" />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

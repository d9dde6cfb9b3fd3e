import { MessageType, type VqQuestion } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Page } from '../../../ui/page.tsx';
import { useDeleteVqQuestion, useVqQuestions } from '../api/vq-questions.ts';
import { AdminTemple } from '../components/admin-temple.tsx';

function QuestionRow({
  templeId,
  question,
  canManage,
}: {
  templeId: number;
  question: VqQuestion;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const remove = useDeleteVqQuestion(templeId);
  const confirmDelete = async () => {
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('vqAdmin.questions.confirmDelete', { label: question.label }),
      {
        submitText: t('common.delete'),
      },
    );
    if (!isSure) return;
    remove.mutate(question.id, { onError: (failure) => alert.show(MessageType.Error, errorText(failure)) });
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="question-row">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">
          {question.label}
          {question.isRequired ? <span className="text-red-700"> *</span> : null}
        </p>
        {question.labelNarration ? (
          <p lang="ml" className="text-stone-700">
            {question.labelNarration}
          </p>
        ) : null}
        <p className="text-sm text-stone-600">
          {t(`vqAdmin.questions.kind.${question.kind}`)} · {t('vqAdmin.questions.order')} {question.sortOrder}
          {question.isRequired ? ` · ${t('vqAdmin.questions.required')}` : ''}
          {question.isActive ? '' : ` · ${t('vqAdmin.disabled')}`}
          {question.options.length > 0 ? ` · ${question.options.join(', ')}` : ''}
        </p>
      </div>
      {canManage ? (
        <div className="flex gap-2">
          <ButtonLink variant="secondary" to={`/virtual-queue-question-detail?questionId=${question.id}`}>
            {t('vqAdmin.edit')}
          </ButtonLink>
          <Button variant="ghost" isBusy={remove.isPending} onClick={() => void confirmDelete()}>
            {t('common.delete')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function Questions({ templeId, canManage }: { templeId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const questions = useVqQuestions(templeId);
  return (
    <div className="flex flex-col gap-4">
      {canManage ? (
        <div className="flex justify-end">
          <ButtonLink to="/virtual-queue-question-detail">{t('vqAdmin.questions.add')}</ButtonLink>
        </div>
      ) : null}
      {/* A question is a card of its own: its words in both languages, its kind and choices, its actions. */}
      <ListResults query={questions} emptyText={t('vqAdmin.questions.none')}>
        {(items) => (
          <ul className="divide-y divide-stone-100">
            {[...items]
              .sort((a, b) => a.sortOrder - b.sortOrder)
              .map((question) => (
                <QuestionRow
                  key={question.id}
                  templeId={templeId}
                  question={question}
                  canManage={canManage}
                />
              ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}

/** spec virtual-queue-question-list: what devotees are asked when they book. */
export default function VqQuestionListPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('vqAdmin.questions.pageTitle')} helpPage="virtual-queue-question-list" showBack>
      <AdminTemple>
        {(templeId, canManage) => <Questions templeId={templeId} canManage={canManage} />}
      </AdminTemple>
    </Page>
  );
}

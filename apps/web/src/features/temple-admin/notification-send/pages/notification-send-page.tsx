import {
  formatInstantDateTime,
  MessageType,
  type SendTempleNotificationInput,
  SendTempleNotificationInputSchema,
} from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { TextAreaField, TextField } from '../../../../ui/form-field.tsx';
import { ListResults } from '../../../../ui/list-results.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useNotificationBroadcasts, useSendNotification } from '../api/notification-broadcasts.ts';

const SENT_PAGE_SIZE = 10;
const EMPTY_NOTIFICATION = { title: '', body: '', audience: 'all-devotees' } as const;

function SendForm({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const send = useSendNotification(templeId);
  const form = useSchemaForm(SendTempleNotificationInputSchema, EMPTY_NOTIFICATION);
  const { errors } = form.formState;
  const body = form.watch('body');

  const submit = async (input: SendTempleNotificationInput) => {
    const isSure = await alert.ask(MessageType.Confirm, t('notificationSend.confirm'), {
      submitText: t('notificationSend.send'),
    });
    if (!isSure) return;
    send.mutate(input, {
      onSuccess: (sent) => {
        form.reset(EMPTY_NOTIFICATION);
        alert.show(MessageType.Success, t('notificationSend.sent', { count: sent.recipients }));
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, ['title', 'body']);
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <Card className="mb-6">
      <SchemaForm form={form} onSubmit={submit}>
        <TextField
          label={t('notificationSend.titleLabel')}
          error={fieldMessage(errors.title?.message)}
          {...form.register('title')}
          maxLength={100}
          required
        />
        <TextAreaField
          label={t('notificationSend.body')}
          error={fieldMessage(errors.body?.message)}
          hint={t('notificationSend.bodyHint', { count: body.length })}
          {...form.register('body')}
          maxLength={1000}
          required
        />
        <p className="text-sm text-stone-700">{t('notificationSend.audience')}</p>
        <div className="flex justify-end">
          <Button type="submit" isBusy={send.isPending}>
            {t('notificationSend.send')}
          </Button>
        </div>
      </SchemaForm>
    </Card>
  );
}

function SentList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const list = useListState([], SENT_PAGE_SIZE);
  const sent = useNotificationBroadcasts(templeId, { offset: list.offset, limit: list.limit });
  return (
    <section aria-labelledby="sent-heading">
      <h2 id="sent-heading" className="mb-3 font-serif text-xl font-bold text-orange-950">
        {t('notificationSend.sentTitle')}
      </h2>
      <ListResults
        query={sent}
        emptyText={t('notificationSend.noneSent')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <ul className="divide-y divide-stone-100">
            {items.map((item) => (
              <li key={item.id} className="p-4" data-testid="sent-notification">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-stone-900">{item.title}</span>
                  <span className="shrink-0 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">
                    {t('notificationSend.recipients', { count: item.recipients })}
                  </span>
                </div>
                <p className="mt-1 text-sm whitespace-pre-line text-stone-800">{item.body}</p>
                <p className="mt-1 text-xs text-stone-600">
                  {formatInstantDateTime(item.createdAt, timeZone)}
                  {item.sentBy ? ` · ${item.sentBy.userName}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </section>
  );
}

/** spec notification-send: a message to every devotee of the temple, and what was sent before. */
export default function NotificationSendPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notificationSend.title')} helpPage="notification-send">
      <StaffTemple>
        {(templeId) => (
          <>
            <SendForm templeId={templeId} />
            <SentList templeId={templeId} />
          </>
        )}
      </StaffTemple>
    </Page>
  );
}

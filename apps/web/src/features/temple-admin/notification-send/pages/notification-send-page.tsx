import { formatInstantDateTime, MessageType, SendTempleNotificationInputSchema } from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { TextAreaField, TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { type FieldErrors, issuesByField, serverFieldErrors } from '../../shared/schema-errors.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useNotificationBroadcasts, useSendNotification } from '../api/notification-broadcasts.ts';

const SENT_PAGE_SIZE = 10;

function SendForm({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const send = useSendNotification(templeId);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { title, body, audience: 'all-devotees' as const };
    const parsed = SendTempleNotificationInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    const isSure = await alert.ask(MessageType.Confirm, t('notificationSend.confirm'), {
      submitText: t('notificationSend.send'),
    });
    if (!isSure) return;
    send.mutate(parsed.data, {
      onSuccess: (sent) => {
        setTitle('');
        setBody('');
        alert.show(MessageType.Success, t('notificationSend.sent', { count: sent.recipients }));
      },
      onError: (failure) => {
        setErrors(serverFieldErrors(failure));
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <Card className="mb-6">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          label={t('notificationSend.titleLabel')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={fieldMessage(errors.title)}
          maxLength={100}
          required
        />
        <TextAreaField
          label={t('notificationSend.body')}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={fieldMessage(errors.body)}
          hint={t('notificationSend.bodyHint', { count: body.length })}
          maxLength={1000}
          required
        />
        <p className="text-sm text-stone-700">{t('notificationSend.audience')}</p>
        <div className="flex justify-end">
          <Button type="submit" isBusy={send.isPending}>
            {t('notificationSend.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SentList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const [offset, setOffset] = useState(0);
  const sent = useNotificationBroadcasts(templeId, { offset, limit: SENT_PAGE_SIZE });
  return (
    <section aria-labelledby="sent-heading">
      <h2 id="sent-heading" className="mb-3 font-serif text-xl font-bold text-orange-950">
        {t('notificationSend.sentTitle')}
      </h2>
      {sent.isPending ? <Loading /> : null}
      {sent.isError ? <ErrorMessage error={sent.error} onRetry={() => void sent.refetch()} /> : null}
      {sent.isSuccess ? (
        <Card isPadded={false} className={sent.isPlaceholderData ? 'opacity-60' : ''}>
          {sent.data.items.length === 0 ? (
            <p className="p-6 text-stone-700">{t('notificationSend.noneSent')}</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {sent.data.items.map((item) => (
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
          <div className="px-4 pb-4">
            <Pager offset={offset} limit={SENT_PAGE_SIZE} total={sent.data.total} onChange={setOffset} />
          </div>
        </Card>
      ) : null}
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

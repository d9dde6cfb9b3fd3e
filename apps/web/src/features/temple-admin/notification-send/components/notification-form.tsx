import {
  formatCount,
  MessageType,
  type NotificationBroadcast,
  type SendTempleNotificationInput,
} from '@nivedya/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantDateTime } from '../../../../lib/display-dates.ts';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { CheckField } from '../../../../ui/check-field.tsx';
import { TextAreaField, TextField } from '../../../../ui/form-field.tsx';
import { Card } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { useSendNotification } from '../api/notification-broadcasts.ts';
import {
  EMPTY_NOTIFICATION,
  NOTIFICATION_FIELDS,
  notificationFormSchema,
} from '../notification-form-values.ts';
import { AudienceFields } from './audience-fields.tsx';
import { SendTimeFields } from './send-time-fields.tsx';

/** What the sender is told once the server has taken the notification. */
function outcomeText(broadcast: NotificationBroadcast, timeZone: string, t: TFunction): string {
  if (broadcast.status === 'scheduled') {
    return t('notificationSend.scheduled', { when: formatInstantDateTime(broadcast.sendAt, timeZone) });
  }
  if (broadcast.status === 'sending') {
    return t('notificationSend.sendingNow', {
      count: broadcast.recipientsTotal,
      number: formatCount(broadcast.recipientsTotal),
    });
  }
  return t('notificationSend.sent', {
    count: broadcast.recipients,
    number: formatCount(broadcast.recipients),
  });
}

/** spec notification-send: the message, its audience, SMS or not, now or at a time. */
export function NotificationForm({
  templeId,
  hasVirtualQueue,
}: {
  templeId: number;
  hasVirtualQueue: boolean;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const timeZone = useTempleTimeZone();
  const send = useSendNotification(templeId);
  const schema = useMemo(() => notificationFormSchema(timeZone), [timeZone]);
  const form = useSchemaForm(schema, EMPTY_NOTIFICATION);
  const { errors } = form.formState;
  const body = form.watch('body');
  const when = form.watch('when');

  const submit = async (input: SendTempleNotificationInput) => {
    // Everyone at once cannot be taken back: the sender says so first.
    if (input.audience === 'all-devotees') {
      const isSure = await alert.ask(
        MessageType.Confirm,
        input.sendAt
          ? t('notificationSend.confirmScheduled', { when: formatInstantDateTime(input.sendAt, timeZone) })
          : t('notificationSend.confirm'),
        { submitText: input.sendAt ? t('notificationSend.schedule') : t('notificationSend.send') },
      );
      if (!isSure) return;
    }
    send.mutate(input, {
      onSuccess: (broadcast) => {
        form.reset(EMPTY_NOTIFICATION);
        alert.show(MessageType.Success, outcomeText(broadcast, timeZone, t));
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, NOTIFICATION_FIELDS);
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <Card className="mb-6">
      <SchemaForm form={form} onSubmit={submit} aria-label={t('notificationSend.formLabel')}>
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
        <TextField
          label={t('notificationSend.link')}
          hint={t('notificationSend.linkHint')}
          error={fieldMessage(errors.link?.message)}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('link')}
          maxLength={200}
        />
        <AudienceFields templeId={templeId} form={form} hasVirtualQueue={hasVirtualQueue} />
        <div className="flex flex-col">
          <CheckField label={t('notificationSend.sendSms')} {...form.register('sendSms')} />
          <p className="text-sm text-stone-600">{t('notificationSend.sendSmsHint')}</p>
        </div>
        <SendTimeFields form={form} />
        <div className="flex justify-end">
          <Button type="submit" isBusy={send.isPending}>
            {when === 'later' ? t('notificationSend.schedule') : t('notificationSend.send')}
          </Button>
        </div>
      </SchemaForm>
    </Card>
  );
}

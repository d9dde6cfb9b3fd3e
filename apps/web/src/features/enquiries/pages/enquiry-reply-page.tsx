import {
  ENQUIRY_REPLY_MAX,
  type EnquiryDetail,
  EnquiryReplyInputSchema,
  isAdmin,
  MessageType,
  smsParts,
  type User,
} from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useUser } from '../../../lib/auth.ts';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { TextAreaField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { type EnquiryDesk, useCloseEnquiry, useEnquiry, useReplyToEnquiry } from '../api/enquiries.ts';

/** Administrators answer from the platform's desk; a temple's users from their temple's. */
function deskOf(user: User): EnquiryDesk | null {
  if (isAdmin(user.userType)) return 'platform';
  return user.templeId === null ? null : { templeId: user.templeId };
}

const STATUS_CLASS: Record<EnquiryDetail['status'], string> = {
  open: 'bg-amber-100 text-amber-900',
  replied: 'bg-green-100 text-green-800',
  closed: 'bg-stone-200 text-stone-800',
};

function ReplyForm({ desk, enquiry }: { desk: EnquiryDesk; enquiry: EnquiryDetail }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const errorText = useErrorText();
  const alert = useAlert();
  const reply = useReplyToEnquiry(desk, enquiry.id);
  const close = useCloseEnquiry(desk, enquiry.id);
  const form = useSchemaForm(EnquiryReplyInputSchema, { message: '' });
  const message = form.watch('message');
  const { parts, limit, isUnicode } = smsParts(message.trim());
  const length = message.trim().length;

  const onSubmit = (values: z.output<typeof EnquiryReplyInputSchema>) =>
    reply.mutate(values, {
      onSuccess: () => form.reset({ message: '' }),
      onError: (error) => applyFieldErrors(error, form.setError, ['message']),
    });
  const onClose = async () => {
    const isSure = await alert.ask(MessageType.Confirm, t('reports.enquiry.confirmClose'), {
      submitText: t('reports.enquiry.close'),
    });
    if (!isSure) return;
    close.mutate(undefined, { onError: (error) => alert.show(MessageType.Error, errorText(error)) });
  };

  if (enquiry.status === 'closed') return <Notice>{t('reports.enquiry.isClosed')}</Notice>;
  if (!enquiry.mobile) {
    return (
      <div className="flex flex-col gap-3">
        <Notice>{t('reports.enquiry.noMobile', { email: enquiry.email ?? '' })}</Notice>
        <Button variant="secondary" onClick={onClose} isBusy={close.isPending} className="self-start">
          {t('reports.enquiry.close')}
        </Button>
      </div>
    );
  }
  return (
    <SchemaForm form={form} onSubmit={onSubmit}>
      <TextAreaField
        label={t('reports.enquiry.replyLabel', { mobile: enquiry.mobile })}
        rows={4}
        maxLength={ENQUIRY_REPLY_MAX}
        hint={t(isUnicode ? 'reports.enquiry.counterUnicode' : 'reports.enquiry.counter', {
          count: length,
          limit,
          parts,
        })}
        error={fieldMessage(form.formState.errors.message?.message)}
        {...form.register('message')}
      />
      {reply.isError ? <ErrorMessage error={reply.error} /> : null}
      {reply.isSuccess ? <p role="status">{t('reports.enquiry.sent', { mobile: enquiry.mobile })}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isBusy={reply.isPending} disabled={length > limit}>
          {t('reports.enquiry.send')}
        </Button>
        <Button variant="secondary" onClick={onClose} isBusy={close.isPending}>
          {t('reports.enquiry.close')}
        </Button>
      </div>
    </SchemaForm>
  );
}

function EnquiryView({ desk, enquiryId }: { desk: EnquiryDesk; enquiryId: number }) {
  const { t } = useTranslation();
  const enquiry = useEnquiry(desk, enquiryId);
  if (enquiry.isPending) return <Loading />;
  if (enquiry.isError) return <ErrorMessage error={enquiry.error} onRetry={() => void enquiry.refetch()} />;
  const found = enquiry.data;
  const contacts = [
    [t('reports.column.mobile'), found.mobile],
    [t('reports.column.email'), found.email],
    [t('reports.enquiry.received'), formatInstantDateTime(found.receivedAt)],
    [t('reports.enquiry.writtenTo'), found.templeName ?? t('reports.enquiry.platform')],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <div className="flex flex-col gap-5">
      <Card>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-serif text-xl font-bold text-orange-950">{found.subject}</h2>
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASS[found.status]}`}
            data-testid="enquiry-status"
          >
            {t(`reports.status.${found.status}`)}
          </span>
        </div>
        <p className="mb-1 text-stone-700">
          {t('reports.enquiry.from', { name: found.name, reference: found.id })}
        </p>
        <dl className="mb-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {contacts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd className="font-medium break-words text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="rounded-xl bg-stone-50 p-4 whitespace-pre-wrap text-stone-900">{found.message}</p>
      </Card>
      {found.replies.length > 0 ? (
        <section aria-labelledby="enquiry-replies">
          <h2 id="enquiry-replies" className="mb-2 font-serif text-lg font-bold text-orange-950">
            {t('reports.enquiry.replies')}
          </h2>
          <ol className="flex flex-col gap-3">
            {found.replies.map((reply) => (
              <li key={reply.id} className="rounded-2xl border border-green-800/20 bg-green-50 p-4">
                <p className="whitespace-pre-wrap text-stone-900">{reply.message}</p>
                <p className="mt-2 text-sm text-stone-600">
                  {t('reports.enquiry.sentBy', {
                    name: reply.sentByName ?? '—',
                    when: formatInstantDateTime(reply.sentAt),
                    mobile: reply.toMobile,
                  })}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : found.status === 'closed' && found.answeredAt ? (
        <p className="text-stone-700">
          {t('reports.enquiry.closedBy', {
            name: found.answeredByName ?? '—',
            when: formatInstantDateTime(found.answeredAt),
          })}
        </p>
      ) : null}
      <Card>
        <h2 className="mb-3 font-serif text-lg font-bold text-orange-950">{t('reports.enquiry.answer')}</h2>
        <ReplyForm desk={desk} enquiry={found} />
      </Card>
    </div>
  );
}

/**
 * spec enquiry-reply (?enquiryId=…, opened from enquiry-report): the whole enquiry, what was answered
 * before, and a reply that goes to the enquirer's mobile by SMS, or closing it without one.
 */
export default function EnquiryReplyPage() {
  const { t } = useTranslation();
  const { user, isChecking } = useUser();
  const [params] = useSearchParams();
  const enquiryId = Number(params.get('enquiryId'));
  const desk = user ? deskOf(user) : null;
  return (
    <Page title={t('reports.name.enquiry-reply')} showBack>
      {!user ? (
        isChecking ? (
          <Loading />
        ) : (
          <SignInRequired />
        )
      ) : !desk ? (
        <Notice>{t('reports.enquiry.notYours')}</Notice>
      ) : !Number.isInteger(enquiryId) || enquiryId <= 0 ? (
        <Notice>{t('reports.enquiry.noEnquiry')}</Notice>
      ) : (
        <EnquiryView desk={desk} enquiryId={enquiryId} />
      )}
    </Page>
  );
}

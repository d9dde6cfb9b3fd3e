import { formatInstantDateTime, PAGE_SIZE_DEFAULT } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { useSmsMessages } from '../api/find-sms-messages.ts';

/** spec sms-report (admins): every SMS the platform sent, newest first, by recipient's mobile. */
export default function SmsReportPage() {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [offset, setOffset] = useState(0);
  const debouncedMobile = useDebouncedValue(mobile.replace(/\s/g, ''));
  const isMobileValid = debouncedMobile === '' || /^\+?\d{1,13}$/.test(debouncedMobile);
  const messages = useSmsMessages({
    mobile: isMobileValid && debouncedMobile ? debouncedMobile : undefined,
    offset,
    limit: PAGE_SIZE_DEFAULT,
  });

  return (
    <Page title={t('sms.title')} helpPage="sms-report" width="wide">
      <Card className="mb-4">
        <TextField
          label={t('sms.mobile')}
          type="search"
          inputMode="tel"
          value={mobile}
          onChange={(event) => {
            setMobile(event.target.value);
            setOffset(0);
          }}
          error={isMobileValid ? undefined : t('sms.mobileInvalid')}
          className="sm:max-w-xs"
        />
      </Card>
      {messages.isPending ? <Loading /> : null}
      {messages.isError ? (
        <ErrorMessage error={messages.error} onRetry={() => void messages.refetch()} />
      ) : null}
      {messages.isSuccess ? (
        <Card isPadded={false} className={`${messages.isPlaceholderData ? 'opacity-60' : ''}`}>
          {messages.data.items.length === 0 ? (
            <p className="p-6 text-stone-700">{t('sms.none')}</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {messages.data.items.map((message) => (
                <li
                  key={message.id}
                  className="flex flex-col gap-1.5 p-4 md:grid md:grid-cols-[10rem_9rem_1fr] md:gap-4"
                >
                  <span className="text-sm text-stone-600">{formatInstantDateTime(message.createdAt)}</span>
                  <span className="font-mono text-sm font-semibold text-stone-900">{message.toMobile}</span>
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="break-words text-stone-800">{message.body}</p>
                    <p className="flex flex-wrap gap-2 text-xs">
                      <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-700">
                        {message.purpose}
                      </span>
                      <span className="rounded-full bg-green-100 px-2 py-0.5 text-green-800">
                        {message.status}
                      </span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
      {messages.isSuccess ? (
        <Pager offset={offset} limit={PAGE_SIZE_DEFAULT} total={messages.data.total} onChange={setOffset} />
      ) : null}
    </Page>
  );
}

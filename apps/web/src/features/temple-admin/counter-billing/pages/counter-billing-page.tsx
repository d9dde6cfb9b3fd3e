import {
  AMOUNT_MESSAGE,
  type CounterDesk,
  type CounterPaymentMethod,
  type CreateCounterBillInput,
  CreateCounterBillInputSchema,
  MessageType,
  RupeesTextSchema,
  UserType,
} from '@nivedya/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api-client.ts';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button, ButtonLink } from '../../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../../ui/error-message.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { type FieldErrors, issuesByField, serverFieldErrors } from '../../shared/schema-errors.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useCreateCounterBill } from '../api/create-counter-bill.ts';
import { useCounterDesk } from '../api/get-counter-desk.ts';
import { useCounterQuote } from '../api/quote-counter-bill.ts';
import { BillEntryForm } from '../components/bill-entry-form.tsx';
import { BillLinesTable } from '../components/bill-lines-table.tsx';
import { BillTotals } from '../components/bill-totals.tsx';
import { PaymentChoice } from '../components/payment-choice.tsx';
import { PrinterLine } from '../components/printer-line.tsx';
import { quoteDraftLines, type SaveProblem } from '../components/quoted-lines.ts';
import { UpiPayment } from '../components/upi-payment.tsx';
import { type DraftLine, toQuoteInput, upiNoteFor } from '../counter-bill-draft.ts';

/** A refused save's per-line problems (problem+json `problems`), tied to the lines they name. */
function saveProblemsOf(error: unknown, lines: readonly DraftLine[]): (SaveProblem & { key: number })[] {
  if (!isApiError(error) || !Array.isArray(error.extensions.problems)) return [];
  return error.extensions.problems.flatMap((entry: unknown) => {
    const { index, code, message } = (entry ?? {}) as Record<string, unknown>;
    const line = typeof index === 'number' ? lines[index] : undefined;
    return line && typeof code === 'string' && typeof message === 'string'
      ? [{ index: index as number, code, message, key: line.key }]
      : [];
  });
}

function BillEditor({
  templeId,
  desk,
  canEditProfile,
}: {
  templeId: number;
  desk: CounterDesk;
  canEditProfile: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const create = useCreateCounterBill(templeId);
  const sevaInputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [dakshinaText, setDakshinaText] = useState('');
  const [paymentMode, setPaymentMode] = useState<CounterPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [mobile, setMobile] = useState('');
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveProblems, setSaveProblems] = useState<(SaveProblem & { key: number })[]>([]);
  const error = (field: string) => fieldMessage(errors[field]);

  const dakshina = dakshinaText.trim() === '' ? 0 : (RupeesTextSchema.safeParse(dakshinaText).data ?? null);
  const input = useMemo(
    () => (lines.length > 0 && dakshina !== null ? toQuoteInput(lines, dakshina) : null),
    [lines, dakshina],
  );
  // spec §9: 250 ms after the last change, the server prices the bill again.
  const quotedInput = useDebouncedValue(input);
  const quote = useCounterQuote(templeId, quotedInput);
  const isQuoteCurrent =
    input !== null && quotedInput === input && !quote.isPlaceholderData && quote.isSuccess;
  const currentQuote = isQuoteCurrent ? quote.data : undefined;
  const shownLines = quoteDraftLines(lines, quote.data, saveProblems);
  const numberOfPoojas = lines.reduce((sum, line) => sum + line.quantity, 0);
  const hasLineProblems = shownLines.some((line) => line.problems.length > 0);

  useEffect(() => sevaInputRef.current?.focus(), []);

  const save = () => {
    if (create.isPending) return;
    if (lines.length === 0) {
      alert.show(MessageType.Warning, t('counter.save.noLines'));
      sevaInputRef.current?.focus();
      return;
    }
    if (dakshina === null) {
      setErrors({ dakshina: AMOUNT_MESSAGE });
      return;
    }
    const body: CreateCounterBillInput = {
      ...toQuoteInput(lines, dakshina),
      paymentMode,
      paymentReference: paymentMode === 'cash' ? '' : reference,
      devoteeMobile: mobile,
      remarks,
    };
    const parsed = CreateCounterBillInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (created) => navigate(`/billing?id=${created.id}`),
      onError: (failure) => {
        setErrors(serverFieldErrors(failure));
        setSaveProblems(saveProblemsOf(failure, lines));
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    // Ctrl+Enter saves from anywhere on the screen; caught before the fields see the Enter.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      event.stopPropagation();
      saveRef.current();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  const removeLine = (line: DraftLine) => {
    setLines((current) => current.filter((candidate) => candidate.key !== line.key));
    setSaveProblems((current) => current.filter((problem) => problem.key !== line.key));
    sevaInputRef.current?.focus();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        <BillEntryForm
          sevas={desk.sevas}
          today={desk.temple.today}
          sevaInputRef={sevaInputRef}
          onAdd={(line) => {
            const key = nextKey.current;
            nextKey.current += 1;
            setLines((current) => [...current, { key, ...line }]);
          }}
        />
        <BillLinesTable lines={shownLines} onRemove={removeLine} />
      </div>
      <Card className="flex flex-col gap-4">
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('counter.payment.heading')}</h2>
        <TextField
          label={t('counter.payment.dakshina')}
          inputMode="decimal"
          value={dakshinaText}
          placeholder="0"
          error={dakshina === null ? fieldMessage(AMOUNT_MESSAGE) : error('dakshina')}
          onChange={(event) => {
            setDakshinaText(event.target.value);
            setErrors((current) => ({ ...current, dakshina: undefined }));
          }}
        />
        <BillTotals
          totals={quote.data?.totals}
          numberOfPoojas={numberOfPoojas}
          isUpdating={lines.length > 0 && (!isQuoteCurrent || quote.isFetching)}
        />
        {quote.isError ? <ErrorMessage error={quote.error} onRetry={() => void quote.refetch()} /> : null}
        <PaymentChoice value={paymentMode} onChange={setPaymentMode} />
        {paymentMode === 'upi' ? (
          <UpiPayment
            vpa={desk.temple.upiVpa}
            payeeName={desk.temple.name}
            amount={currentQuote?.totals.totalAmount}
            note={upiNoteFor(lines)}
            canEditProfile={canEditProfile}
          />
        ) : null}
        {paymentMode !== 'cash' ? (
          <TextField
            label={
              paymentMode === 'card' ? t('counter.payment.cardReference') : t('counter.payment.upiReference')
            }
            value={reference}
            maxLength={100}
            autoComplete="off"
            error={error('paymentReference')}
            onChange={(event) => setReference(event.target.value)}
          />
        ) : null}
        <TextField
          label={t('counter.payment.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={mobile}
          error={error('devoteeMobile')}
          onChange={(event) => {
            setMobile(event.target.value);
            setErrors((current) => ({ ...current, devoteeMobile: undefined }));
          }}
        />
        <TextField
          label={t('counter.payment.remarks')}
          value={remarks}
          maxLength={500}
          autoComplete="off"
          error={error('remarks')}
          onChange={(event) => setRemarks(event.target.value)}
        />
        {hasLineProblems ? (
          <p className="text-sm font-medium text-red-700" role="alert">
            {t('counter.save.fixLines')}
          </p>
        ) : null}
        <Button
          onClick={save}
          isBusy={create.isPending}
          disabled={lines.length === 0 || (currentQuote !== undefined && !currentQuote.isValid)}
          aria-keyshortcuts="Control+Enter"
        >
          {t('counter.save.button')}
        </Button>
        <p className="-mt-2 text-center text-xs text-stone-600">{t('counter.save.shortcut')}</p>
        <PrinterLine />
      </Card>
    </div>
  );
}

function CounterDeskLoader({ templeId, canEditProfile }: { templeId: number; canEditProfile: boolean }) {
  const { t } = useTranslation();
  const desk = useCounterDesk(templeId);
  if (desk.isPending) return <Loading />;
  if (desk.isError) return <ErrorMessage error={desk.error} onRetry={() => void desk.refetch()} />;
  if (desk.data.sevas.length === 0) {
    return (
      <Notice>
        <p>{t('counter.noSevas')}</p>
        <ButtonLink variant="secondary" to="/sevalist" className="mt-3">
          {t('counter.openSevas')}
        </ButtonLink>
      </Notice>
    );
  }
  return <BillEditor templeId={templeId} desk={desk.data} canEditProfile={canEditProfile} />;
}

/**
 * spec counter-billing (issue #4 §5): a walk-in devotee's bill, typed from the keyboard at the desk
 * (usable on a tablet or phone too): lines, the server's totals, payment by cash, card or UPI (a QR of
 * the temple's UPI id and the amount), Save bill (Ctrl+Enter) → the bill on `billing` with its receipt.
 */
export default function CounterBillingPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('counter.title')}
      helpPage="counter-billing"
      width="wide"
      actions={
        <ButtonLink variant="secondary" to="/bill-list">
          {t('counter.bills')}
        </ButtonLink>
      }
    >
      <StaffTemple>
        {(templeId, user) => (
          <CounterDeskLoader templeId={templeId} canEditProfile={user.userType === UserType.TempleAdmin} />
        )}
      </StaffTemple>
    </Page>
  );
}

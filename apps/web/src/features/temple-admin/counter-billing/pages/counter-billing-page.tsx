import {
  AMOUNT_MESSAGE,
  CounterBillQuoteInputSchema,
  type CounterDesk,
  CreateCounterBillInputSchema,
  MessageType,
  RupeesTextSchema,
  regionalName,
  UserType,
} from '@nivedya/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../../lib/api-client.ts';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button, ButtonLink } from '../../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../../ui/error-message.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
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

/** The dakshina box: rupees as typed, blank for none. */
const DakshinaText = z
  .string()
  .transform((text) => (text.trim() === '' ? '0' : text))
  .pipe(RupeesTextSchema);

/**
 * The bill's payment as the server takes it (CreateCounterBillInputSchema); the lines come from the
 * entry form above and join it on save.
 */
const PaymentFormSchema = CreateCounterBillInputSchema.omit({ lines: true }).extend({
  dakshina: DakshinaText.pipe(CounterBillQuoteInputSchema.shape.dakshina.unwrap()),
});
const PAYMENT_FIELDS = ['dakshina', 'paymentMode', 'paymentReference', 'devoteeMobile', 'remarks'] as const;

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
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const create = useCreateCounterBill(templeId);
  const sevaInputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const form = useSchemaForm(PaymentFormSchema, {
    dakshina: '',
    paymentMode: 'cash',
    paymentReference: '',
    devoteeMobile: '',
    remarks: '',
  });
  const { errors } = form.formState;
  const [saveProblems, setSaveProblems] = useState<(SaveProblem & { key: number })[]>([]);
  const [dakshinaText, paymentMode] = form.watch(['dakshina', 'paymentMode']);

  // The totals follow the dakshina as it is typed; one the parser refuses is said at once.
  const dakshina = DakshinaText.safeParse(dakshinaText).data ?? null;
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
  // A star series line is a pooja on each of its dates, as the bill's order lines are.
  const numberOfPoojas = lines.reduce(
    (sum, line) => sum + line.quantity * (line.starSeries?.dates.length ?? 1),
    0,
  );
  const hasLineProblems = shownLines.some((line) => line.problems.length > 0);

  useEffect(() => sevaInputRef.current?.focus(), []);

  const submit = (payment: z.output<typeof PaymentFormSchema>) =>
    create.mutate(
      {
        ...payment,
        ...toQuoteInput(lines, payment.dakshina),
        paymentReference: payment.paymentMode === 'cash' ? undefined : payment.paymentReference,
      },
      {
        onSuccess: (created) => navigate(`/billing?id=${created.id}`),
        onError: (failure) => {
          applyFieldErrors(failure, form.setError, PAYMENT_FIELDS);
          setSaveProblems(saveProblemsOf(failure, lines));
          alert.show(MessageType.Error, errorText(failure));
        },
      },
    );
  const save = () => {
    if (create.isPending) return;
    if (lines.length === 0) {
      alert.show(MessageType.Warning, t('counter.save.noLines'));
      sevaInputRef.current?.focus();
      return;
    }
    void form.handleSubmit(submit)();
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
          templeId={templeId}
          sevas={desk.sevas}
          today={desk.temple.today}
          templeName={regionalName(desk.temple.name, desk.temple.nameNarration, i18n.language)}
          sevaInputRef={sevaInputRef}
          onAdd={(line) => {
            const key = nextKey.current;
            nextKey.current += 1;
            setLines((current) => [...current, { key, ...line }]);
          }}
        />
        <BillLinesTable lines={shownLines} onRemove={removeLine} />
      </div>
      <Card>
        {/* No submit button: Enter in a box does not save the bill; Save bill and Ctrl+Enter do. */}
        <SchemaForm form={form} onSubmit={submit} aria-label={t('counter.payment.heading')}>
          <h2 className="font-serif text-lg font-bold text-orange-950">{t('counter.payment.heading')}</h2>
          <TextField
            label={t('counter.payment.dakshina')}
            inputMode="decimal"
            placeholder="0"
            error={fieldMessage(dakshina === null ? AMOUNT_MESSAGE : errors.dakshina?.message)}
            {...form.register('dakshina')}
          />
          <BillTotals
            totals={quote.data?.totals}
            numberOfPoojas={numberOfPoojas}
            isUpdating={lines.length > 0 && (!isQuoteCurrent || quote.isFetching)}
          />
          {quote.isError ? <ErrorMessage error={quote.error} onRetry={() => void quote.refetch()} /> : null}
          <Controller
            control={form.control}
            name="paymentMode"
            render={({ field }) => <PaymentChoice value={field.value} onChange={field.onChange} />}
          />
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
                paymentMode === 'card'
                  ? t('counter.payment.cardReference')
                  : t('counter.payment.upiReference')
              }
              maxLength={100}
              autoComplete="off"
              error={fieldMessage(errors.paymentReference?.message)}
              {...form.register('paymentReference')}
            />
          ) : null}
          <TextField
            label={t('counter.payment.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            error={fieldMessage(errors.devoteeMobile?.message)}
            {...form.register('devoteeMobile')}
          />
          <TextField
            label={t('counter.payment.remarks')}
            maxLength={500}
            autoComplete="off"
            error={fieldMessage(errors.remarks?.message)}
            {...form.register('remarks')}
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
        </SchemaForm>
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

import { type VqGateCheck, type VqGateInput, VqGateInputSchema } from '@nivedya/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useHasCamera } from '../../../lib/barcode-scanner.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useAdmitAtGate } from '../api/admit-at-gate.ts';
import { useCheckAtGate } from '../api/check-at-gate.ts';
import { OutTypePopover } from '../components/out-type-popover.tsx';
import { onItsInput } from '../components/queue-form-schemas.ts';
import { StaffBookingCard } from '../components/staff-booking-card.tsx';
import { StaffTemple } from '../components/staff-temple.tsx';
import { gateInputFor, OutType, type OutTypeValue, readOutType } from '../out-type.ts';

const QrCamera = lazy(() =>
  import('../../../ui/qr-camera.tsx').then((module) => ({ default: module.QrCamera })),
);

function Verdict({ check, admitted }: { check: VqGateCheck; admitted: string | null }) {
  const { t } = useTranslation();
  const tone =
    admitted || check.admission.canAdmit
      ? 'border-green-300 bg-green-50 text-green-950'
      : 'border-red-300 bg-red-50 text-red-950';
  return (
    <div
      role="status"
      data-testid="gate-verdict"
      className={`rounded-xl border-2 p-4 text-lg font-semibold ${tone}`}
    >
      {admitted ??
        (check.admission.canAdmit
          ? t('vqGate.mayEnter', { count: check.booking.partySize })
          : (check.admission.message ?? t('vqGate.mayNotEnter')))}
    </div>
  );
}

/**
 * What staff typed, checked as the server checks the lookup: in Mobile mode a mobile number, otherwise
 * a scanned token or a queue number. The check's problems name the kind of lookup; they go on the one
 * input.
 */
function gateFormSchema(outType: OutTypeValue) {
  return z.object({
    entry: z
      .string()
      // The check button stays disabled while the input is blank, so there is always something to send.
      .transform((text): VqGateInput => gateInputFor(text, outType) ?? {})
      .pipe(onItsInput(VqGateInputSchema)),
  });
}

function Gate({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const [outType, setOutType] = useState<OutTypeValue>(readOutType);
  const [isCameraOpen, setIsCameraOpen] = useState(false);
  const hasCamera = useHasCamera();
  const [lookup, setLookup] = useState<VqGateInput | null>(null);
  const [admitted, setAdmitted] = useState<string | null>(null);
  const check = useCheckAtGate();
  const admit = useAdmitAtGate();
  const schema = useMemo(() => gateFormSchema(outType), [outType]);
  const form = useSchemaForm(schema, { entry: '' });
  const { errors } = form.formState;
  const entry = form.watch('entry');

  function find(gateInput: VqGateInput) {
    setLookup(gateInput);
    setAdmitted(null);
    admit.reset();
    check.mutate({ templeId, ...gateInput });
  }

  function onScan(value: string) {
    const gateInput = gateInputFor(value, outType);
    if (gateInput) find(gateInput);
  }

  function changeOutType(value: OutTypeValue) {
    setOutType(value);
    form.clearErrors();
  }

  async function onAdmit() {
    if (!lookup) return;
    try {
      const result = await admit.mutateAsync({ templeId, ...lookup });
      setAdmitted(result.message);
      check.mutate({ templeId, ...lookup });
      form.reset({ entry: '' });
      form.setFocus('entry');
    } catch {
      // Shown below; a refreshed check says why (e.g. admitted meanwhile at another gate).
      check.mutate({ templeId, ...lookup });
    }
  }

  const isMobile = outType === OutType.Mobile;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-serif text-xl font-bold text-orange-950">{t('vqGate.find')}</h2>
          <OutTypePopover value={outType} onChange={changeOutType} />
        </div>
        <SchemaForm
          form={form}
          onSubmit={({ entry: gateInput }) => find(gateInput)}
          className="flex flex-col gap-3"
        >
          <TextField
            label={isMobile ? t('vqGate.mobile') : t('vqGate.codeOrNumber')}
            hint={isMobile ? undefined : t('vqGate.codeHint')}
            inputMode={isMobile ? 'tel' : 'text'}
            autoComplete="off"
            autoCapitalize="characters"
            error={fieldMessage(errors.entry?.message)}
            {...form.register('entry')}
          />
          <div className="flex flex-wrap gap-3">
            {!isMobile && !isCameraOpen ? (
              <Button
                variant={hasCamera ? 'primary' : 'secondary'}
                onPointerEnter={() => void import('../../../ui/qr-camera.tsx')}
                onClick={() => setIsCameraOpen(true)}
              >
                {t('vqGate.scan')}
              </Button>
            ) : null}
            {/* With a camera the scan leads; Check is for a typed number and waits for one. */}
            <Button
              type="submit"
              variant={hasCamera && !isMobile ? 'secondary' : 'primary'}
              isBusy={check.isPending}
              disabled={entry.trim() === ''}
            >
              {t('vqGate.check')}
            </Button>
          </div>
        </SchemaForm>
        {isCameraOpen && !isMobile ? (
          <Suspense fallback={<Loading />}>
            <QrCamera onScan={onScan} onClose={() => setIsCameraOpen(false)} />
          </Suspense>
        ) : null}
      </Card>
      <div className="flex flex-col gap-4" aria-live="polite">
        {check.isPending && !check.data ? <Loading /> : null}
        {check.isError ? <ErrorMessage error={check.error} /> : null}
        {check.data ? (
          <Card className="flex flex-col gap-4">
            <Verdict check={check.data} admitted={admitted} />
            {admit.isError ? (
              <p role="alert" className="font-medium text-red-800">
                {errorText(admit.error)}
              </p>
            ) : null}
            {check.data.admission.canAdmit && !admitted ? (
              <Button className="w-full text-lg" isBusy={admit.isPending} onClick={() => void onAdmit()}>
                {t('vqGate.admit', { count: check.data.booking.partySize })}
              </Button>
            ) : null}
            <StaffBookingCard booking={check.data.booking} />
          </Card>
        ) : null}
      </div>
    </div>
  );
}

/** spec virtual-queue-slot-checking: staff scan or type a token, see the party and admit it once. */
export default function VqSlotCheckingPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('vqGate.title')} helpPage="virtual-queue-slot-checking" showBack width="wide">
      <StaffTemple>{(templeId) => <Gate templeId={templeId} />}</StaffTemple>
    </Page>
  );
}

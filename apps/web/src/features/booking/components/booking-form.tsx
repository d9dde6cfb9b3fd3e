import {
  addDays,
  CartLineInputSchema,
  DEFAULT_STAR_ID,
  type DevoteeName,
  dailyLimitProblem,
  errorMessage,
  findStar,
  formatDisplayDate,
  formatRupees,
  localDateTime,
  PrasadamDelivery,
  type SevaDetail,
  SevaType,
  weekdayOf,
} from '@nivedya/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messagesIn } from '../../../i18n/index.ts';
import { useUser } from '../../../lib/auth.ts';
import {
  addCartLine,
  type CartLine,
  type NewCartLine,
  replaceCartLine,
  toCartLineInput,
} from '../../../lib/cart-store.ts';
import { useDevoteeNames } from '../../../lib/devotee-names.ts';
import { currentLanguage, useFieldMessage } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { DatePickerField } from '../../../ui/date-picker-field.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { StarSelect } from '../../../ui/star-select.tsx';
import { useCreateDevoteeName } from '../api/create-devotee-name.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import { QuantityField } from './quantity-field.tsx';
import { StarDays } from './star-days.tsx';

type Field =
  | 'devoteeName'
  | 'starId'
  | 'performDate'
  | 'tillDate'
  | 'quantity'
  | 'deliveryAddress'
  | 'description';

interface FormState {
  devoteeNameId: number | undefined;
  devoteeName: string;
  starId: number;
  performDate: string | null;
  tillDate: string | null;
  quantity: number;
  prasadamDelivery: 1 | 2;
  deliveryAddress: string;
  description: string;
  saveName: boolean;
}

function initialState(seva: SevaDetail, editing: CartLine | undefined, date: string | null): FormState {
  if (editing) {
    return {
      devoteeNameId: editing.devoteeNameId,
      devoteeName: editing.devoteeName,
      starId: editing.starId,
      performDate: editing.performDate ?? null,
      tillDate: editing.tillDate ?? null,
      quantity: editing.quantity,
      prasadamDelivery: editing.prasadamDelivery,
      deliveryAddress: editing.deliveryAddress ?? '',
      description: editing.description ?? '',
      saveName: false,
    };
  }
  const isSpecialDate = seva.availability.specialDates.some((special) => special.date === date);
  const usableDate =
    date && (seva.sevaType === SevaType.SpecialPooja ? isSpecialDate : date >= (seva.minPerformDate ?? date))
      ? date
      : null;
  return {
    devoteeNameId: undefined,
    devoteeName: '',
    starId: DEFAULT_STAR_ID,
    performDate: seva.sevaType === SevaType.PreBooking ? null : usableDate,
    tillDate: null,
    quantity: 1,
    prasadamDelivery: PrasadamDelivery.CollectAtTemple,
    deliveryAddress: '',
    description: '',
    saveName: false,
  };
}

/** Whether the seva is performed on the day, as far as its weekdays and blocked ranges tell. */
function isOffDay(seva: SevaDetail, day: string): boolean {
  const { weekdays, blockedRanges } = seva.availability;
  return (
    !weekdays.includes(weekdayOf(day)) ||
    blockedRanges.some((range) => day >= range.fromDate && day <= range.toDate)
  );
}

/** The line as it goes into the cart: the booking's fields plus what the cart shows offline. */
function toNewLine(seva: SevaDetail, form: FormState, devoteeNameId: number | undefined): NewCartLine {
  const isPost = form.prasadamDelivery === PrasadamDelivery.Post;
  const star = findStar(form.starId);
  return {
    sevaId: seva.id,
    templeId: seva.templeId,
    performDate: seva.sevaType === SevaType.PreBooking ? undefined : (form.performDate ?? undefined),
    tillDate: seva.isContinuous ? (form.tillDate ?? undefined) : undefined,
    quantity: form.quantity,
    devoteeName: form.devoteeName.trim(),
    starId: form.starId,
    starName: star?.name ?? '',
    devoteeNameId,
    prasadamDelivery: form.prasadamDelivery,
    deliveryAddress: isPost ? form.deliveryAddress.trim() : undefined,
    description: form.description.trim() || undefined,
    forType: 1,
    rate: seva.rate,
    postageCharge: seva.postageCharge + (isPost ? seva.delivery.charge : 0),
    sevaName: seva.name,
    sevaNameNarration: seva.nameNarration,
    sevaType: seva.sevaType,
    isContinuous: seva.isContinuous,
    templeName: seva.temple.name,
    templeNameNarration: seva.temple.nameNarration,
    deityId: seva.deity?.id ?? null,
    deityName: seva.deity?.name ?? null,
    performTime: seva.performTime,
    prasadamTime: seva.prasadamTime,
  };
}

function daysOf(from: string | null, till: string | null): number {
  if (!from || !till || till < from) return 1;
  let count = 1;
  for (let day = from; day < till; day = addDays(day, 1)) count += 1;
  return count;
}

function SavedNames({
  names,
  selectedId,
  onPick,
}: {
  names: readonly DevoteeName[];
  selectedId: number | undefined;
  onPick: (name: DevoteeName | null) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('booking.savedNames')}</legend>
      <div className="flex flex-wrap gap-2">
        {names.map((name) => (
          <button
            key={name.id}
            type="button"
            aria-pressed={selectedId === name.id}
            onClick={() => onPick(name)}
            className="min-h-11 rounded-full border border-orange-800/30 bg-white px-4 text-left text-sm font-semibold text-orange-950 hover:bg-orange-50 aria-pressed:border-orange-800 aria-pressed:bg-orange-800 aria-pressed:text-white"
          >
            {name.name}
            <span className="ml-1 font-normal opacity-80">
              · {i18n.language === 'ml' ? name.starNameNarration : name.starName}
            </span>
          </button>
        ))}
        <button
          type="button"
          aria-pressed={selectedId === undefined}
          onClick={() => onPick(null)}
          className="min-h-11 rounded-full border border-dashed border-orange-800/40 px-4 text-sm font-semibold text-orange-900 hover:bg-orange-50 aria-pressed:bg-orange-100"
        >
          {t('booking.someoneElse')}
        </button>
      </div>
      <Link to="/add-user-for-booking" className="text-sm font-semibold text-orange-800 hover:underline">
        {t('booking.manageNames')}
      </Link>
    </fieldset>
  );
}

/**
 * spec seva-devotee-details: for whom (a saved name or a name and star), when (a date from the
 * calendar only, never before the seva's minimum perform date; "my star days"; a till date for a
 * continuous seva; a listed date for a special pooja), how many, and how the prasadam comes.
 */
export function BookingForm({
  seva,
  editing,
  initialDate,
  onAdded,
}: {
  seva: SevaDetail;
  editing?: CartLine | undefined;
  initialDate: string | null;
  onAdded: (line: CartLine | null, wasEditing: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const fieldMessage = useFieldMessage();
  const { user } = useUser();
  const names = useDevoteeNames(user !== null);
  const createName = useCreateDevoteeName();
  const [form, setForm] = useState<FormState>(() => initialState(seva, editing, initialDate));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isCalendarOpen, setIsCalendarOpen] = useState(false);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  // A new booking starts with the devotee's default saved name, once the names have come.
  const defaultName = names.data?.items.find((name) => name.isDefault);
  useEffect(() => {
    if (editing || !defaultName) return;
    setForm((current) =>
      current.devoteeName === ''
        ? {
            ...current,
            devoteeNameId: defaultName.id,
            devoteeName: defaultName.name,
            starId: defaultName.starId,
          }
        : current,
    );
  }, [editing, defaultName]);
  useEffect(() => {
    if (user?.address)
      setForm((current) =>
        current.deliveryAddress ? current : { ...current, deliveryAddress: user.address ?? '' },
      );
  }, [user?.address]);

  const minDate = seva.availability.minPerformDate ?? seva.minPerformDate;
  const lastDate = seva.availability.lastBookableDate;
  const today = localDateTime(new Date(), seva.temple.timeZone).date;
  const isPreBooking = seva.sevaType === SevaType.PreBooking;
  const isSpecial = seva.sevaType === SevaType.SpecialPooja;
  const days = seva.isContinuous ? daysOf(form.performDate, form.tillDate) : 1;
  const unitPostage =
    seva.postageCharge + (form.prasadamDelivery === PrasadamDelivery.Post ? seva.delivery.charge : 0);
  const estimate = (seva.rate + unitPostage) * form.quantity * days;
  const tillMax = form.performDate
    ? [addDays(form.performDate, seva.availability.maxContinuousDays - 1), lastDate]
        .filter((day): day is string => Boolean(day))
        .sort()[0]
    : undefined;

  const pickName = (name: DevoteeName | null) => {
    setErrors((current) => ({ ...current, devoteeName: undefined, starId: undefined }));
    setForm((current) =>
      name
        ? { ...current, devoteeNameId: name.id, devoteeName: name.name, starId: name.starId, saveName: false }
        : { ...current, devoteeNameId: undefined, devoteeName: '', starId: DEFAULT_STAR_ID },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!isPreBooking && !form.performDate)
      found.performDate = errorMessage('PERFORM_DATE_REQUIRED', messagesIn(language));
    else if (!isPreBooking && !isSpecial && minDate && form.performDate && form.performDate < minDate)
      found.performDate = errorMessage('BEFORE_MIN_PERFORM_DATE', messagesIn(language));
    if (seva.isContinuous && form.performDate && !form.tillDate)
      found.tillDate = t('booking.tillDateRequired');
    // The server's rule and words (issue #11): a pre-booking holds no day, so only this stops it early.
    const overLimit = isPreBooking
      ? dailyLimitProblem({ sevaName: seva.name, quantity: form.quantity }, seva.maxLimitPerDay)
      : null;
    if (overLimit)
      found.quantity =
        language === 'en' ? overLimit.message : errorMessage(overLimit.code, messagesIn(language));
    const line = toNewLine(seva, form, form.devoteeNameId);
    const parsed = CartLineInputSchema.safeParse(toCartLineInput({ ...line, tempId: 0, amount: 0 }));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= fieldMessage(issue.message);
      }
    }
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    let devoteeNameId = form.devoteeNameId;
    if (user && form.saveName && devoteeNameId === undefined) {
      try {
        const saved = await createName.mutateAsync({ name: line.devoteeName, starId: line.starId });
        devoteeNameId = saved.id;
      } catch {
        return;
      }
    }
    const next = { ...line, devoteeNameId };
    if (editing) {
      replaceCartLine(editing.tempId, next);
      onAdded(null, true);
    } else {
      onAdded(addCartLine(next), false);
      // Ready for the next devotee: same seva, date and delivery; a new name.
      setForm((current) => ({
        ...current,
        devoteeNameId: undefined,
        devoteeName: '',
        starId: DEFAULT_STAR_ID,
        saveName: false,
      }));
    }
  };

  const savedNames = names.data?.items ?? [];
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {user && savedNames.length > 0 ? (
        <SavedNames names={savedNames} selectedId={form.devoteeNameId} onPick={pickName} />
      ) : null}
      {!user ? (
        <p className="text-sm text-stone-700">
          <Link
            to="/login?redirect=/add-user-for-booking"
            className="font-semibold text-orange-800 hover:underline"
          >
            {t('auth.login')}
          </Link>{' '}
          {t('booking.loginForNames')}
        </p>
      ) : null}
      <TextField
        label={t('booking.devoteeName')}
        autoComplete="off"
        value={form.devoteeName}
        onChange={(event) => {
          set('devoteeName', event.target.value);
          set('devoteeNameId', undefined);
        }}
        error={errors.devoteeName}
        maxLength={100}
      />
      <StarSelect
        label={t('booking.star')}
        value={form.starId}
        onChange={(starId) => {
          set('starId', starId);
          set('devoteeNameId', undefined);
        }}
        error={errors.starId}
      />
      {user && form.devoteeNameId === undefined ? (
        <label className="flex min-h-11 items-center gap-3 text-stone-800">
          <input
            type="checkbox"
            checked={form.saveName}
            onChange={(event) => set('saveName', event.target.checked)}
            className="size-5 accent-orange-800"
          />
          {t('booking.saveName')}
        </label>
      ) : null}
      {createName.isError ? <ErrorMessage error={createName.error} /> : null}

      {isPreBooking ? <Notice>{t('booking.preBooking')}</Notice> : null}
      {isSpecial ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('booking.specialDate')}</legend>
          {seva.availability.specialDates.length === 0 ? (
            <p className="text-stone-700">{t('booking.noSpecialDates')}</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              {seva.availability.specialDates.map((special) => (
                <button
                  key={special.date}
                  type="button"
                  aria-pressed={form.performDate === special.date}
                  onClick={() => set('performDate', special.date)}
                  className="min-h-11 rounded-lg border border-orange-800/30 bg-white px-3 text-left text-sm font-semibold text-orange-950 hover:bg-orange-50 aria-pressed:border-orange-800 aria-pressed:bg-orange-800 aria-pressed:text-white"
                >
                  {formatDisplayDate(special.date)}
                  {special.remarks ? (
                    <span className="block text-xs font-normal opacity-80">{special.remarks}</span>
                  ) : null}
                </button>
              ))}
            </div>
          )}
          {errors.performDate ? (
            <p className="text-sm font-medium text-red-700" role="alert">
              {errors.performDate}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {!isPreBooking && !isSpecial ? (
        <div className="flex flex-col gap-3">
          <DatePickerField
            label={t('booking.poojaDate')}
            value={form.performDate}
            onChange={(day) => set('performDate', day)}
            min={minDate}
            max={lastDate}
            isDateUnavailable={(day) => isOffDay(seva, day)}
            error={errors.performDate}
            hint={minDate ? t('booking.earliest', { date: formatDisplayDate(minDate) }) : undefined}
          />
          <div className="flex flex-wrap gap-2">
            <StarDays
              seva={seva}
              starId={form.starId}
              selected={form.performDate}
              onSelect={(day) => set('performDate', day)}
            />
            <Button
              variant="ghost"
              aria-expanded={isCalendarOpen}
              onClick={() => setIsCalendarOpen((open) => !open)}
            >
              {isCalendarOpen ? t('booking.hideAvailability') : t('booking.showAvailability')}
            </Button>
          </div>
          {isCalendarOpen && minDate ? (
            <AvailabilityCalendar
              sevaId={seva.id}
              today={today}
              firstDay={minDate}
              lastDay={lastDate}
              selected={form.performDate}
              onSelect={(day) => set('performDate', day)}
            />
          ) : null}
        </div>
      ) : null}
      {seva.isContinuous && !isPreBooking ? (
        <DatePickerField
          label={t('booking.tillDate')}
          value={form.tillDate}
          onChange={(day) => set('tillDate', day)}
          min={form.performDate ?? minDate}
          max={tillMax}
          isDisabled={!form.performDate}
          error={errors.tillDate}
          hint={
            form.performDate && form.tillDate
              ? t('booking.days', { count: days })
              : t('booking.tillDateHint', { count: seva.availability.maxContinuousDays })
          }
        />
      ) : null}

      <QuantityField
        value={form.quantity}
        onChange={(quantity) => set('quantity', quantity)}
        error={errors.quantity}
      />

      {seva.delivery.isAvailable ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('booking.prasadam')}</legend>
          {([PrasadamDelivery.CollectAtTemple, PrasadamDelivery.Post] as const).map((option) => (
            <label
              key={option}
              className="flex min-h-12 items-center gap-3 rounded-lg border border-stone-200 bg-white px-3 has-checked:border-orange-700 has-checked:bg-orange-50"
            >
              <input
                type="radio"
                name="prasadamDelivery"
                checked={form.prasadamDelivery === option}
                onChange={() => set('prasadamDelivery', option)}
                className="size-5 accent-orange-800"
              />
              <span>
                {option === PrasadamDelivery.Post
                  ? `${seva.delivery.heading ?? t('seva.byPost')}${
                      seva.delivery.charge > 0
                        ? ` (+${t('seva.perUnitAmount', { amount: formatRupees(seva.delivery.charge) })})`
                        : ''
                    }`
                  : t('booking.collect')}
              </span>
            </label>
          ))}
          {form.prasadamDelivery === PrasadamDelivery.Post ? (
            <TextAreaField
              label={t('booking.deliveryAddress')}
              autoComplete="street-address"
              value={form.deliveryAddress}
              onChange={(event) => set('deliveryAddress', event.target.value)}
              error={errors.deliveryAddress}
              hint={seva.delivery.remarks ?? undefined}
              maxLength={500}
              className="min-h-24"
            />
          ) : null}
        </fieldset>
      ) : null}

      <TextAreaField
        label={t('booking.remarks')}
        value={form.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
        maxLength={500}
        className="min-h-20"
      />

      <div className="rounded-xl bg-orange-50 p-4 text-stone-800" aria-live="polite">
        <p className="flex justify-between gap-3 font-semibold">
          <span>{t('booking.estimate')}</span>
          <span className="tabular-nums">{formatRupees(estimate)}</span>
        </p>
        <p className="mt-1 text-sm text-stone-600">{t('booking.estimateHint')}</p>
      </div>
      <Button type="submit" isBusy={createName.isPending} className="w-full text-lg">
        {editing ? t('booking.updateLine') : t('booking.addToCart')}
      </Button>
    </form>
  );
}

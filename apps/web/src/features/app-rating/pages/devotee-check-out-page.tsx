import { APP_VERSION } from '@nivedya/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/auth.ts';
import { getPlatform, isNativePlatform } from '../../../lib/platform.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { TextAreaField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { useRateApp } from '../api/app-ratings.ts';

/** In the Android and iOS apps the store's own review sheet: ratings belong to the store listing. */
function StoreReview() {
  const { t } = useTranslation();
  const [state, setState] = useState<'asking' | 'asked' | 'failed'>('asking');
  useEffect(() => {
    void import('@capacitor-community/in-app-review')
      .then(({ InAppReview }) => InAppReview.requestReview())
      .then(
        () => setState('asked'),
        () => setState('failed'),
      );
  }, []);
  if (state === 'asking') return <Loading />;
  return <Notice>{t(state === 'asked' ? 'rating.storeAsked' : 'rating.storeFailed')}</Notice>;
}

function WebRating() {
  const { t } = useTranslation();
  const rate = useRateApp();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const name = useId();
  if (rate.isSuccess) {
    return (
      <Card className="flex flex-col items-start gap-3">
        <p className="text-lg font-semibold text-green-900" role="status">
          {t('rating.thanks')}
        </p>
        <ButtonLink to="/">{t('rating.home')}</ButtonLink>
      </Card>
    );
  }
  return (
    <Card>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (stars > 0) rate.mutate({ stars, comment, appVersion: APP_VERSION, platform: 'web' });
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-stone-900">{t('rating.howMany')}</legend>
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className="cursor-pointer">
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={stars === value}
                  onChange={() => setStars(value)}
                  className="peer sr-only"
                  aria-label={t('rating.stars', { count: value })}
                />
                <span
                  aria-hidden="true"
                  className={`flex size-12 items-center justify-center rounded-full text-3xl peer-focus-visible:outline-2 peer-focus-visible:outline-orange-700 ${
                    value <= stars ? 'text-amber-500' : 'text-stone-300'
                  }`}
                >
                  ★
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label={t('rating.comment')}
          value={comment}
          maxLength={1000}
          onChange={(event) => setComment(event.target.value)}
        />
        {rate.isError ? <ErrorMessage error={rate.error} /> : null}
        <Button type="submit" className="self-start" isBusy={rate.isPending} disabled={stars === 0}>
          {t('rating.send')}
        </Button>
      </form>
    </Card>
  );
}

/** spec devotee-check-out: where the rating prompt's button leads. */
export default function DevoteeCheckOutPage() {
  const { t } = useTranslation();
  const { user, isChecking } = useUser();
  return (
    <Page title={t('rating.title')}>
      <p className="mb-4 text-stone-700">{t('rating.intro')}</p>
      {isNativePlatform() ? (
        <StoreReview key={getPlatform()} />
      ) : user ? (
        <WebRating />
      ) : isChecking ? (
        <Loading />
      ) : (
        <SignInRequired />
      )}
    </Page>
  );
}

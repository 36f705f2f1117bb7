import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { Alert, Button, Grid, Input, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconLogin2, IconStar, IconStarFilled } from '@tabler/icons-react';
import { untracked } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useFieldErrorText } from '@brokerage/shared/ui/forms/useFieldErrorText.ts';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import {
  StatusAlert,
  StatusRegion,
} from '@brokerage/shared/ui/components/StatusRegion/StatusRegion.tsx';
import { CONTACT_LIMITS } from '@brokerage/shared/validation/codes.ts';
import {
  RATING_LIMITS,
  SpecialistRatingBodySchema,
  type SpecialistRatingInput,
} from '@brokerage/shared/validation/customers.ts';
import {
  EMPTY_DRAFT,
  type RatingDraft,
  type SpecialistRatingStore,
} from '../../stores/SpecialistRatingStore';
import { ContactFields } from '../../../../lib/forms/ContactFields/ContactFields';
import classes from './SpecialistRatingForm.module.css';

const LIMITS = {
  name: CONTACT_LIMITS.fullName,
  phone: {},
  email: CONTACT_LIMITS.email,
  message: RATING_LIMITS.message,
  star: {},
} as const;
type TextField = 'name' | 'phone' | 'email' | 'message';

const toDraft = (values: SpecialistRatingInput): RatingDraft => ({
  star: Number(values.star) || 0,
  name: values.name ?? '',
  phone: values.phone ?? '',
  email: values.email ?? '',
  message: values.message ?? '',
});

export interface SpecialistRatingFormProps {
  specialistId: number;
  specialistName: string;
  store: SpecialistRatingStore;
  locale: Locale;
}

/**
 * The expert rating (spec §1, §3, §5): name, phone, optional email and message, 1–5 stars,
 * checked by the shared schema here and again by the API. Login is required: an anonymous
 * customer sees a notice and the submit opens the login modal, keeping what was typed; a
 * logged-in one gets the form filled from the profile and the earlier rating.
 */
export const SpecialistRatingForm = observer(function SpecialistRatingForm({
  specialistId,
  specialistName,
  store,
  locale,
}: SpecialistRatingFormProps) {
  const { t } = useTranslation('corporate');
  const errorText = useFieldErrorText();
  const { customer, customerAuth } = useStores();
  const { pathname, search } = useLocation();
  const returnUrl = pathname + search;
  // The draft is read once, as the form's start (untracked: typing must not re-render this).
  const form = useSchemaForm(
    SpecialistRatingBodySchema,
    untracked(() => store.draftFor(specialistId)) ?? EMPTY_DRAFT,
  );
  const resultRef = useRef<HTMLDivElement>(null);
  const ids = { title: useId(), star: useId() };
  const loggedIn = customer.isLoggedIn;
  const profile = customer.customer;
  const mine = store.myRatingFor(specialistId);
  const outcome = store.outcomeFor(specialistId);

  // What is typed is kept by the store too: closing the dialog (or the login modal over it)
  // loses nothing.
  const values = form.values;
  useEffect(() => {
    store.saveDraft(specialistId, toDraft(values));
  }, [store, specialistId, values]);

  // A logged-in customer: the earlier rating, if any.
  const token = customer.accessToken;
  useEffect(() => {
    if (token) void store.loadMyRating(specialistId, locale);
    else store.forgetMyRating();
  }, [store, specialistId, locale, token]);

  // Fill what is still empty from the profile, then from the earlier rating; never overwrite.
  useEffect(() => {
    const current = form.getValues();
    const fill = (field: TextField | 'star', value: string | number | null | undefined) => {
      const empty = field === 'star' ? !Number(current.star) : !String(current[field] ?? '').trim();
      if (value && empty) form.setFieldValue(field, value);
    };
    if (profile) {
      fill('name', profile.fullName);
      fill('phone', profile.phone);
      fill('email', profile.email);
    }
    if (mine) {
      fill('name', mine.name);
      fill('phone', mine.phone);
      fill('email', mine.email);
      fill('star', mine.star);
      fill('message', mine.message);
    }
    // `form` is stable in what these effects use; the profile and the earlier rating drive them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile, mine]);

  const handleSubmit = form.onSubmit(async (submitted) => {
    if (!loggedIn) {
      // Nothing is lost: the form stays mounted under the login modal.
      customerAuth.openLogin({ returnUrl });
      return;
    }
    const result = await store.submit(specialistId, toDraft(submitted), locale);
    if (result === 'invalid') form.setErrors(store.fieldErrors);
    else resultRef.current?.focus();
  });

  const field = (name: TextField) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        store.reset();
        props.onChange(event);
      },
      error: errorText(props.error, LIMITS[name]),
      label: t(`investmentConsulting.ratingForm.${name}`),
    };
  };

  const star = Number(form.values.star) || 0;
  const starError = errorText(form.errors.star);
  const setStar = (value: number) => {
    store.reset();
    form.setFieldValue('star', value);
    if (form.errors.star) form.validateField('star');
  };
  // Arrow keys move between the radios without choosing one (Mantine waits for Space/Enter);
  // here a move is a choice, as in a native radio group.
  const handleRadioChange = (event: ChangeEvent<HTMLDivElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (target.type === 'radio') setStar(Number(target.value) || 0);
  };

  /** A message with the "log in" button (coloured as the alert around it), back here after. */
  const loginPrompt = (message: string, color?: string) => (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{message}</Text>
      <Button
        size="xs"
        variant="light"
        color={color}
        onClick={() => customerAuth.openLogin({ returnUrl })}
      >
        {t('investmentConsulting.ratingForm.login')}
      </Button>
    </Stack>
  );

  return (
    <section aria-labelledby={ids.title} className={classes.root}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id={ids.title}>
            {t('investmentConsulting.ratingForm.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('investmentConsulting.ratingForm.intro', { name: specialistName })}
          </Text>
        </div>
        {!loggedIn && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconLogin2 aria-hidden />}
            title={t('investmentConsulting.ratingForm.loginTitle')}
          >
            {loginPrompt(t('investmentConsulting.ratingForm.loginNotice'))}
          </Alert>
        )}
        {loggedIn && mine && (
          <Text size="sm" data-testid="previous-rating">
            {t('investmentConsulting.ratingForm.previous', {
              count: mine.star,
              date: formatDate(mine.updatedAt),
            })}
          </Text>
        )}
        <StatusRegion ref={resultRef}>
          {outcome === 'rated' ? (
            <StatusAlert outcome="success" title={t('investmentConsulting.ratingForm.ratedTitle')}>
              {t('investmentConsulting.ratingForm.rated')}
            </StatusAlert>
          ) : outcome === 'loginRequired' ? (
            <Alert role="group" color="red" variant="light">
              {loginPrompt(t('investmentConsulting.ratingForm.loginRequired'), 'red')}
            </Alert>
          ) : outcome === 'failed' ? (
            <StatusAlert outcome="failure" title={t('investmentConsulting.ratingForm.failedTitle')}>
              {t('investmentConsulting.ratingForm.failed')}
            </StatusAlert>
          ) : null}
        </StatusRegion>
        <form onSubmit={handleSubmit} noValidate aria-labelledby={ids.title}>
          <Grid gap="md">
            <Grid.Col span={12}>
              <Input.Wrapper
                id={ids.star}
                labelElement="div"
                label={t('investmentConsulting.ratingForm.star')}
                withAsterisk
                error={starError}
              >
                <div
                  role="radiogroup"
                  aria-labelledby={`${ids.star}-label`}
                  aria-describedby={starError ? `${ids.star}-error` : undefined}
                  aria-required="true"
                  aria-invalid={starError ? true : undefined}
                  className={classes.stars}
                  onChange={handleRadioChange}
                >
                  <Rating
                    value={star}
                    onChange={setStar}
                    count={RATING_LIMITS.star.max}
                    size="xl"
                    color="yellow.6"
                    emptySymbol={<IconStar className={classes.emptyStar} aria-hidden />}
                    fullSymbol={<IconStarFilled className={classes.fullStar} aria-hidden />}
                    getSymbolLabel={(value) =>
                      value === 0
                        ? t('investmentConsulting.ratingForm.noStar')
                        : t('investmentConsulting.ratingForm.stars', { count: value })
                    }
                  />
                  <Text size="sm" c="dimmed" aria-hidden>
                    {star > 0 ? t('investmentConsulting.ratingForm.stars', { count: star }) : ''}
                  </Text>
                </div>
              </Input.Wrapper>
            </Grid.Col>
            <ContactFields
              name={field('name')}
              phone={field('phone')}
              email={field('email')}
              emailRequired={false}
            />
            <Grid.Col span={12}>
              <Textarea {...field('message')} rows={4} resize="vertical" />
            </Grid.Col>
            <Grid.Col span={12}>
              <Button type="submit" loading={store.submitting} disabled={store.submitting}>
                {t('investmentConsulting.ratingForm.submit')}
              </Button>
            </Grid.Col>
          </Grid>
        </form>
      </Stack>
    </section>
  );
});

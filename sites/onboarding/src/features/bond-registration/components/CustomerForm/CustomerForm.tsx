import { useEffect, type FormEvent } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Grid, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { useBondText } from '../../hooks/useBondText';
import { formatCount } from '../../lib/format';
import type { BondRegistrationStore, CustomerField } from '../../stores/BondRegistrationStore';
import { AccountOtp } from '../AccountOtp/AccountOtp';
import { FiguresPanel } from '../FiguresPanel/FiguresPanel';
import { IssueAlert } from '../IssueAlert/IssueAlert';

interface CustomerFormProps {
  store: BondRegistrationStore;
  locale: Locale;
  /** Booked: go to the completion page. */
  onDone: () => void;
}

const FIELDS: Array<{ field: Exclude<CustomerField, 'accountNumber'>; autoComplete: string; type?: string; inputMode?: 'numeric' | 'tel' | 'email' }> = [
  { field: 'bankAccount', autoComplete: 'off', inputMode: 'numeric' },
  { field: 'fullName', autoComplete: 'name' },
  { field: 'phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  { field: 'email', autoComplete: 'email', type: 'email', inputMode: 'email' },
];

/**
 * Customer info (step 2) and the registration. A refusal (sold out, figures changed, a field)
 * says what happened; every value typed stays.
 */
export const CustomerForm = observer(function CustomerForm({ store, locale, onDone }: CustomerFormProps) {
  const { t } = useTranslation('onboarding');
  const text = useBondText();
  const product = store.product;
  const quote = store.quote;

  useEffect(() => {
    store.prefillFromSession();
  }, [store, store.loggedIn]);

  if (!product) return null;
  const orderPath = buildPath('registerBondTrading', locale, { query: { code: product.code } });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await store.submit();
    if (outcome === 'done') {
      onDone();
      return;
    }
    if (outcome === 'invalid') {
      const first = (['accountNumber', 'otp', 'bankAccount', 'fullName', 'phone', 'email', 'professionalInvestor'] as const).find(
        (field) => store.customerIssue(field) !== null,
      );
      if (first) document.getElementById(`bond-${first}`)?.focus();
    }
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby="bond-customer-heading">
          <Card withBorder padding="lg" component="section" aria-labelledby="bond-customer-heading">
            <Stack gap="md">
              <Title order={2} size="h3" id="bond-customer-heading">
                {t('bonds.customer.heading')}
              </Title>
              <AccountOtp store={store} />
              {FIELDS.map(({ field, autoComplete, type, inputMode }) => (
                <TextInput
                  key={field}
                  id={`bond-${field}`}
                  label={t(`bonds.customer.${field}`)}
                  description={field === 'bankAccount' ? t('bonds.customer.bankAccountHint') : undefined}
                  value={store.customer[field]}
                  onChange={(event) => store.setCustomerField(field, event.currentTarget.value)}
                  error={text(store.customerIssue(field), field)}
                  autoComplete={autoComplete}
                  type={type}
                  inputMode={inputMode}
                  withAsterisk
                />
              ))}
              {product.professionalOnly && (
                <Checkbox
                  id="bond-professionalInvestor"
                  label={t('bonds.customer.professional')}
                  description={t('bonds.customer.professionalHint')}
                  checked={store.professionalInvestor}
                  onChange={(event) => store.setProfessionalInvestor(event.currentTarget.checked)}
                  error={text(store.customerIssue('professionalInvestor'), 'professionalInvestor')}
                />
              )}
              {store.soldOut && (
                <Alert role="alert" color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('bonds.soldOut.title')}>
                  {store.soldOut.remaining
                    ? t('bonds.soldOut.some', { remaining: formatCount(store.soldOut.remaining, locale) })
                    : t('bonds.soldOut.none')}{' '}
                  <Anchor component={Link} to={orderPath}>
                    {t('bonds.soldOut.change')}
                  </Anchor>
                </Alert>
              )}
              {store.quoteChanged && (
                <Alert role="alert" color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('bonds.quoteChanged.title')}>
                  {t('bonds.quoteChanged.body')}
                </Alert>
              )}
              <IssueAlert issue={store.formError} title={t('bonds.failedTitle')} />
              <Group justify="space-between">
                <Button component={Link} to={orderPath} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
                  {t('bonds.customer.back')}
                </Button>
                <Button type="submit" loading={store.submitting} leftSection={<IconCheck size={18} aria-hidden />}>
                  {store.quoteChanged ? t('bonds.quoteChanged.confirm') : t('bonds.customer.submit')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        {quote ? (
          <FiguresPanel
            figures={quote}
            side={store.side}
            holding={store.order.holding}
            quantity={store.order.quantity}
            coupon={product.coupon.kind}
            locale={locale}
            title={t('bonds.customer.summary', { code: product.code })}
          />
        ) : (
          // Sold out since the order step: the order must change before it prices again.
          <Alert role="note" variant="light" title={t('bonds.customer.summary', { code: product.code })}>
            {t('bonds.figures.incomplete')}{' '}
            <Anchor component={Link} to={orderPath}>
              {t('bonds.soldOut.change')}
            </Anchor>
          </Alert>
        )}
      </Grid.Col>
    </Grid>
  );
});

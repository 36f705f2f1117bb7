import { useEffect } from 'react';
import { Anchor, Button, Checkbox, Group, Stack } from '@mantine/core';
import { IconDownload, IconSignature } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import { ContractConfirmBodySchema } from '@brokerage/shared/validation/ekyc/schemas.ts';
import { useStepForm } from '../../../hooks/useStepForm';
import type { EkycFlowStore } from '../../../stores/EkycFlowStore';
import { BusyLine } from '../../BusyLine/BusyLine';
import { FormAlert } from '../../FormAlert/FormAlert';
import { RetryAlert } from '../../RetryAlert/RetryAlert';
import { StepCard } from '../../StepCard/StepCard';
import { ContractText } from './ContractText';
import classes from './ContractStep.module.css';

const TermsSchema = ContractConfirmBodySchema.pick({ agreed: true });

/** Step 6 (`contract`): the generated contract with the customer's data, read before ticking the terms. */
export const ContractStep = observer(function ContractStep({ store }: { store: EkycFlowStore }) {
  const { t } = useTranslation('onboarding');
  // `agreed` must become true; false is the unticked box the schema refuses (terms_required).
  const form = useSchemaForm(TermsSchema, { agreed: false as unknown as true });
  const { errorOf, afterSubmit, focusField } = useStepForm(store, form);

  useEffect(() => {
    void store.loadContract();
  }, [store]);

  const handleSubmit = form.onSubmit(
    async ({ agreed }) => afterSubmit(await store.confirmContract(agreed === true)),
    (errors) => focusField(Object.keys(errors)),
  );
  const fileName = store.contractFileName ?? t('ekyc.contract.fileName');
  const checkbox = form.getInputProps('agreed', { type: 'checkbox' });

  return (
    <StepCard
      headingId="ekyc-step-contract"
      title={t('ekyc.contract.heading')}
      intro={t('ekyc.contract.intro')}
    >
      {store.contractUrl && store.contractText ? (
        <Stack gap="xs">
          <ContractText text={store.contractText} label={t('ekyc.contract.viewerTitle')} />
          <Group>
            <Anchor href={store.contractUrl} download={fileName} className={classes.download}>
              <IconDownload size={18} aria-hidden /> {t('ekyc.contract.download')}
            </Anchor>
          </Group>
        </Stack>
      ) : store.contractError ? (
        <RetryAlert
          title={t('ekyc.contract.loadFailed')}
          error={store.contractError}
          onRetry={() => void store.loadContract()}
        />
      ) : (
        <BusyLine label={t('ekyc.contract.loading')} />
      )}
      <form onSubmit={handleSubmit} noValidate aria-labelledby="ekyc-step-contract">
        <Stack gap="md">
          <FormAlert error={store.formError} />
          <Checkbox
            {...checkbox}
            onChange={(event) => {
              store.clearError('agreed');
              checkbox.onChange(event);
            }}
            error={errorOf('agreed')}
            label={t('ekyc.contract.agree')}
          />
          <Group>
            <Button
              type="submit"
              loading={store.submitting}
              disabled={!store.contractText}
              leftSection={<IconSignature size={18} aria-hidden />}
            >
              {t('ekyc.contract.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StepCard>
  );
});

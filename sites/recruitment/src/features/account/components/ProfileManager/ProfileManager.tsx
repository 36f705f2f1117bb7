import { useEffect, useState } from 'react';
import {
  Avatar,
  Button,
  FileButton,
  Group,
  Loader,
  PasswordInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { DialogModal } from '@brokerage/shared/ui/components/DialogModal/DialogModal.tsx';
import { useSchemaForm } from '@brokerage/shared/ui/forms/useSchemaForm.ts';
import {
  DeleteAccountBodySchema,
  ProfileUpdateBodySchema,
  type Member,
  type ProfileUpdateBody,
} from '@brokerage/shared/validation/recruitment/accounts.ts';
import { RECRUITMENT_GENDERS } from '@brokerage/shared/validation/recruitment/codes.ts';
import { useAccountErrorText } from '../../hooks/useAccountErrorText';
import type { ProfileStore } from '../../stores/ProfileStore';
import { AccountFrame } from '../AccountFrame/AccountFrame';
import { FormAlert } from '../AccountFrame/FormAlert';
import { BirthDateField } from './BirthDateField';

const ProfileFormSchema = ProfileUpdateBodySchema.omit({ grecaptcha_token: true });
const DeleteFormSchema = DeleteAccountBodySchema.omit({ grecaptcha_token: true });

interface ProfileValues {
  name: string;
  date_of_birth: string;
  gender: string;
  address: string;
}

const valuesOf = (member: Member): ProfileValues => ({
  name: member.name,
  date_of_birth: member.dateOfBirth ?? '',
  gender: member.gender ?? '',
  address: member.address ?? '',
});

/** A section card of the profile page. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
    >
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const ProfileForm = observer(function ProfileForm({
  store,
  member,
}: {
  store: ProfileStore;
  member: Member;
}) {
  const { t } = useTranslation('recruitment');
  const errorText = useAccountErrorText();
  const form = useSchemaForm(ProfileFormSchema, valuesOf(member));
  const [failed, setFailed] = useState(false);

  const handleSubmit = form.onSubmit(async (values) => {
    setFailed(false);
    const outcome = await store.updateProfile(values as ProfileUpdateBody);
    if (outcome === 'saved')
      notifications.show({ color: 'teal', message: t('account.profile.saved') });
    else if (outcome === 'invalid') form.setErrors(store.fieldErrors);
    else setFailed(true);
  });

  const field = (name: keyof ProfileValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: errorText(props.error as string | undefined) };
  };
  const dob = field('date_of_birth');

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('account.profile.personal')}>
      <Stack gap="sm">
        <TextInput
          {...field('name')}
          label={t('account.fields.name')}
          autoComplete="name"
          withAsterisk
        />
        <BirthDateField
          value={String(form.values.date_of_birth ?? '')}
          onChange={(value) => form.setFieldValue('date_of_birth', value)}
          error={dob.error}
        />
        <Radio.Group {...field('gender')} label={t('account.fields.gender')}>
          <Group gap="lg" mt={4}>
            {RECRUITMENT_GENDERS.map((gender) => (
              <Radio key={gender} value={gender} label={t(`account.genders.${gender}`)} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          {...field('address')}
          label={t('account.fields.address')}
          autoComplete="street-address"
        />
        <TextInput
          label={t('account.fields.email')}
          value={member.email}
          readOnly
          variant="filled"
        />
        <TextInput
          label={t('account.fields.phone')}
          value={member.phone}
          readOnly
          variant="filled"
        />
        <Text size="sm" c="dimmed">
          {t('account.profile.contactNote')}
        </Text>
        <FormAlert>{failed ? t('account.failed') : null}</FormAlert>
        <Group>
          <Button type="submit" loading={store.saving}>
            {t('account.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
});

const AvatarSection = observer(function AvatarSection({
  store,
  member,
  checkAvatar,
}: {
  store: ProfileStore;
  member: Member;
  checkAvatar: (file: Blob) => Promise<string | null>;
}) {
  const { t } = useTranslation('recruitment');
  const handleFile = async (file: File | null) => {
    if (!file) return;
    if (await store.uploadAvatar(file, checkAvatar))
      notifications.show({ color: 'teal', message: t('account.profile.avatar.uploaded') });
  };
  return (
    <Section title={t('account.profile.avatar.title')}>
      <Group gap="md" wrap="nowrap">
        <Avatar
          src={store.avatarUrl}
          size={96}
          radius="md"
          alt={
            store.avatarUrl
              ? t('account.profile.avatar.alt', { name: member.name })
              : t('account.profile.avatar.none')
          }
        />
        <Stack gap={4}>
          <FileButton onChange={(file) => void handleFile(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={store.avatarUploading}
                leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
              >
                {t('account.profile.avatar.choose')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('account.profile.avatar.hint')}
          </Text>
        </Stack>
      </Group>
      <FormAlert>
        {store.avatarError ? t(`account.profile.avatar.errors.${store.avatarError}`) : null}
      </FormAlert>
    </Section>
  );
});

const DeleteAccount = observer(function DeleteAccount({
  store,
  locale,
}: {
  store: ProfileStore;
  locale: Locale;
}) {
  const { t } = useTranslation('recruitment');
  const errorText = useAccountErrorText();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useSchemaForm(DeleteFormSchema, { password: '' });

  const handleSubmit = form.onSubmit(async ({ password }) => {
    setFailed(false);
    const outcome = await store.deleteAccount(String(password));
    if (outcome === 'saved') {
      setOpened(false);
      notifications.show({ color: 'teal', message: t('account.profile.delete.done') });
      void navigate(buildPath('recruitment', locale), { replace: true });
    } else if (outcome === 'invalid') form.setErrors(store.fieldErrors);
    else setFailed(true);
  });
  const props = form.getInputProps('password');

  return (
    <Section title={t('account.profile.delete.title')}>
      <Text size="sm">{t('account.profile.delete.intro')}</Text>
      <Group>
        <Button
          color="red.9"
          onClick={() => setOpened(true)}
          leftSection={<IconTrash size={18} aria-hidden="true" />}
        >
          {t('account.profile.delete.open')}
        </Button>
      </Group>
      <DialogModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('account.profile.delete.title')}
      >
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('account.profile.delete.confirmIntro')}</Text>
            <PasswordInput
              {...props}
              error={errorText(props.error as string | undefined)}
              label={t('account.fields.password')}
              autoComplete="current-password"
              withAsterisk
              data-autofocus
              visibilityToggleButtonProps={{ 'aria-label': t('account.fields.showPassword') }}
            />
            <FormAlert>{failed ? t('account.failed') : null}</FormAlert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('account.profile.delete.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={store.deleting}>
                {t('account.profile.delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </DialogModal>
    </Section>
  );
});

/**
 * `quan-ly-ho-so-tuyen-dung`: the profile form, the photo (through the API with the token), the
 * data download and account deletion. `checkAvatar` is the browser's look at a chosen photo
 * (type by content, size) before it is sent.
 */
export const ProfileManager = observer(function ProfileManager({
  store,
  locale,
  checkAvatar,
}: {
  store: ProfileStore;
  locale: Locale;
  checkAvatar: (file: Blob) => Promise<string | null>;
}) {
  const { t } = useTranslation('recruitment');
  useEffect(() => {
    void store.load();
  }, [store]);
  const { member } = store;

  return (
    <AccountFrame title={t('account.title.profile')} wide>
      {!member ? (
        store.loadFailed ? (
          <Stack gap="sm" align="flex-start">
            <FormAlert>{t('account.profile.loadFailed')}</FormAlert>
            <Button variant="default" onClick={() => void store.load()}>
              {t('account.profile.retry')}
            </Button>
          </Stack>
        ) : (
          <Group gap="sm" aria-busy="true">
            <Loader size="sm" aria-hidden="true" />
            <Text>{t('account.profile.loading')}</Text>
          </Group>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Section title={t('account.profile.personal')}>
            <ProfileForm key={member.id} store={store} member={member} />
          </Section>
          <Stack gap="lg">
            <AvatarSection store={store} member={member} checkAvatar={checkAvatar} />
            <Section title={t('account.profile.data.title')}>
              <Text size="sm">{t('account.profile.data.intro')}</Text>
              <Group gap="sm">
                {(['json', 'pdf'] as const).map((format) => (
                  <Button
                    key={format}
                    variant="default"
                    loading={store.exporting === format}
                    disabled={store.exporting !== null && store.exporting !== format}
                    onClick={() => void store.exportData(format)}
                    leftSection={<IconDownload size={18} aria-hidden="true" />}
                  >
                    {t(`account.profile.data.${format}`)}
                  </Button>
                ))}
              </Group>
              <FormAlert>{store.exportFailed ? t('account.profile.data.failed') : null}</FormAlert>
            </Section>
            <DeleteAccount store={store} locale={locale} />
          </Stack>
        </SimpleGrid>
      )}
    </AccountFrame>
  );
});

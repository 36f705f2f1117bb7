import { Button, Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { translatePath } from '../../../routing/paths';
import { useStores } from '../../stores/StoresContext';
import { NotificationModal } from '../NotificationModal/NotificationModal';
import { DialogModal } from '../../../ui/components/DialogModal/DialogModal';

/** A disabled language's message (system locales), closed by UiStore after 2 s (spec §2, §9). */
export const LanguageNoticeModal = observer(function LanguageNoticeModal() {
  const { ui } = useStores();
  const { t } = useTranslation('common');
  return (
    <NotificationModal
      opened={ui.languageNotice !== null}
      title={t('language.noticeTitle')}
      message={ui.languageNotice ?? ''}
      onConfirm={ui.closeLanguageNotice}
      onClose={ui.closeLanguageNotice}
    />
  );
});

/**
 * Back/forward (or a bookmark) led to a language the settings do not enable: offer the first
 * supported one (spec §2).
 */
export const UnsupportedLanguageModal = observer(function UnsupportedLanguageModal() {
  const { ui, system } = useStores();
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const requested = ui.unsupportedLocale;
  const fallback = system.firstSupportedLocale;

  const handleSwitch = () => {
    ui.closeUnsupportedLocale();
    navigate(translatePath(location, fallback, ui.translationsFor(location.pathname)));
  };

  return (
    <DialogModal
      opened={requested !== null}
      onClose={ui.closeUnsupportedLocale}
      title={t('language.unsupportedTitle')}
    >
      <Text>
        {t('language.unsupportedMessage', {
          language: requested ? t(`language.names.${requested}`) : '',
          fallback: t(`language.names.${fallback}`),
        })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={ui.closeUnsupportedLocale}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={handleSwitch} lang={fallback}>
          {t('language.switchTo', { language: t(`language.names.${fallback}`) })}
        </Button>
      </Group>
    </DialogModal>
  );
});

import { useDisclosure } from '@mantine/hooks';
import type { Locale } from '../../../routing';
import { deferredModule, useDeferredModule } from '../../hooks/useDeferredModule';
import { useDeferredTrigger } from '../../hooks/useDeferredTrigger';
import { SearchTrigger } from './SearchTrigger';

// The popover, the form and its validation load on the first hover, focus or click.
const popoverModule = deferredModule(() => import('./HeaderSearchPopover'));

/** The header's search: an icon button opening the search form, on every site. */
export function HeaderSearch({ locale }: { locale: Locale }) {
  const [opened, popover] = useDisclosure(false);
  const [loaded, request] = useDeferredModule(popoverModule);
  const trigger = useDeferredTrigger(request);

  if (loaded) {
    return (
      <loaded.HeaderSearchPopover
        locale={locale}
        opened={opened}
        onOpen={popover.open}
        onClose={popover.close}
        onToggle={popover.toggle}
        autoFocus={trigger.focused}
      />
    );
  }
  return (
    <SearchTrigger
      aria-expanded={opened}
      {...trigger.props}
      onClick={() => {
        trigger.props.onClick();
        popover.toggle();
      }}
    />
  );
}

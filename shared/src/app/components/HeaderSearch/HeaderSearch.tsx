import { useEffect } from 'react';
import { useDisclosure } from '@mantine/hooks';
import type { Locale } from '../../../routing/routes';
import { deferredModule, useDeferredModule } from '../../../ui/hooks/useDeferredModule';
import { useDeferredTrigger } from '../../../ui/hooks/useDeferredTrigger';
import { SearchTrigger } from './SearchTrigger';

// The popover, the form and its validation load on the first hover, focus or click.
const popoverModule = deferredModule(() => import('./HeaderSearchPopover'));

/** The header's search: an icon button opening the search form, on every site. */
export function HeaderSearch({ locale }: { locale: Locale }) {
  const [opened, popover] = useDisclosure(false);
  const [loaded, request] = useDeferredModule(popoverModule);
  const trigger = useDeferredTrigger(request);
  // The placeholder's presses (counted at pointerdown: the form's code may arrive before the
  // release, and the release on the swapped-in button would then click nothing) open and close
  // the form.
  const { clicked } = trigger;
  const { open, close } = popover;
  useEffect(() => {
    if (clicked) open();
    else close();
  }, [clicked, open, close]);

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
    <SearchTrigger aria-expanded={opened || clicked} {...trigger.props} />
  );
}

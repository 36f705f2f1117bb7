import { deferredModule, useDeferredModule } from '../../../ui/hooks/useDeferredModule';
import { useDeferredTrigger } from '../../../ui/hooks/useDeferredTrigger';
import { LanguageTrigger } from './LanguageTrigger';

// Mantine's menu (and its floating-ui positioning) loads on the first hover, focus or click.
const menuModule = deferredModule(() => import('./LanguageMenu'));

/** vi/en picker with the flags of the system locales (spec §3). */
export function LanguageSwitch() {
  const [loaded, request] = useDeferredModule(menuModule);
  const trigger = useDeferredTrigger(request);
  if (loaded) return <loaded.LanguageMenu defaultOpened={trigger.clicked} autoFocus={trigger.focused} />;
  return <LanguageTrigger aria-expanded={false} {...trigger.props} />;
}

import { IconFileText } from '@tabler/icons-react';
import { menuIcon } from '@brokerage/shared/ui/icons/menuIcons.ts';

/** CMS items name a Tabler icon (as menus do); an unknown name gets a neutral document icon. */
export function BlockIcon({ name, size = 28 }: { name: string | null; size?: number }) {
  const Component = menuIcon(name) ?? IconFileText;
  return <Component size={size} stroke={1.6} aria-hidden />;
}

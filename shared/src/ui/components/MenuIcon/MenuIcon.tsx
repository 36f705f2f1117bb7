import { useEffect } from 'react';
import type { MenuItem } from '../../../validation/content';
import { deferredModule, useDeferredModule } from '../../hooks/useDeferredModule';
import classes from './MenuIcon.module.css';

// The icon set loads with the first menu that needs it (menus come from the API after start-up),
// not with the first render.
const iconsModule = deferredModule(() => import('../../icons/menuIcons'));

/** A menu item's `iconImage`, else its Tabler `icon`; decorative, the title names the item. */
export function MenuIcon({ item, size = 18 }: { item: Pick<MenuItem, 'icon' | 'iconImage'>; size?: number }) {
  const [icons, request] = useDeferredModule(iconsModule);
  const wantsIcon = !item.iconImage && !!item.icon;
  useEffect(() => {
    if (wantsIcon) request();
  }, [wantsIcon, request]);

  if (item.iconImage) {
    return <img className={classes.image} src={item.iconImage} alt="" width={size} height={size} loading="lazy" />;
  }
  if (!wantsIcon) return null;
  // Holds the icon's place while the set loads, so the menu does not shift.
  if (!icons) return <span className={classes.pending} style={{ width: size, height: size }} aria-hidden="true" />;
  const Icon = icons.menuIcon(item.icon);
  return Icon ? <Icon size={size} stroke={1.6} aria-hidden="true" data-icon={item.icon ?? undefined} /> : null;
}

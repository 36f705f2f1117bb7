import type { MenuItem } from '../../../validation';
import { menuIcon } from '../../icons/menuIcons';
import classes from './MenuIcon.module.css';

/** A menu item's `iconImage`, else its Tabler `icon`; decorative, the title names the item. */
export function MenuIcon({ item, size = 18 }: { item: Pick<MenuItem, 'icon' | 'iconImage'>; size?: number }) {
  if (item.iconImage) {
    return <img className={classes.image} src={item.iconImage} alt="" width={size} height={size} loading="lazy" />;
  }
  const Icon = menuIcon(item.icon);
  return Icon ? <Icon size={size} stroke={1.6} aria-hidden="true" data-icon={item.icon ?? undefined} /> : null;
}

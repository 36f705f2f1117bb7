import { createContext, type ComponentType } from 'react';

export interface ShellSlots {
  /** A site's extra header controls, after the account menu and before the language switch. */
  headerActions?: ComponentType;
}

export const ShellContext = createContext<ShellSlots>({});

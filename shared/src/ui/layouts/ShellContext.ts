import { createContext, type ComponentType } from 'react';

export interface ShellSlots {
  /**
   * Extra header controls before the language switch: the customer login entry point goes here
   * (a later issue), so no layout has to change when it lands.
   */
  headerActions?: ComponentType;
}

export const ShellContext = createContext<ShellSlots>({});

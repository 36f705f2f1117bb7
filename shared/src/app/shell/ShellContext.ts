import { createContext, type ComponentType } from 'react';

/** Where a site's account control is drawn: the header row, or the top of the menu drawer. */
export interface AccountSlotProps {
  placement: 'header' | 'drawer';
  /** The drawer closes before a link or action inside it takes the visitor elsewhere. */
  onAction?: () => void;
}

export interface ShellSlots {
  /** A site's extra header controls, after the account menu and before the language switch. */
  headerActions?: ComponentType;
  /**
   * A site's own account control in place of the customer's (the recruitment portal's
   * candidate, whose accounts are not the brokerage's customers).
   */
  accountMenu?: ComponentType<AccountSlotProps>;
  /** A site's entries in the recruit layout's footer (the recruitment footer modals, spec §2). */
  recruitFooter?: ComponentType;
}

export const ShellContext = createContext<ShellSlots>({});

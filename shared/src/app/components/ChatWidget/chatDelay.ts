/**
 * Spec §9: the chat scripts are injected this long after the page loads. A module of its own:
 * the shell's first visit and the end-to-end tests need the figure without the chat's frame.
 */
export const CHAT_DELAY_MS = 5000;

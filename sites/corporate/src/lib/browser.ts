/**
 * Full page loads go through this object so tests can observe them: jsdom cannot navigate, and
 * a leave-the-app redirect is exactly what the redirect tests assert.
 */
export const browser = {
  replace(href: string): void {
    window.location.replace(href);
  },
};

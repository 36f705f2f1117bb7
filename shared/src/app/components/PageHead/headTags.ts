/** Writes one head tag in place: the proxy injected the first set, so update, never duplicate. */
export function setMetaTag(attribute: 'name' | 'property', key: string, content: string | null | undefined): void {
  const selector = `meta[${attribute}="${key}"]`;
  let tag = document.head.querySelector<HTMLMetaElement>(selector);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.setAttribute('content', content);
}

export function setCanonical(href: string): void {
  const tag = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  // Only kept current when the proxy put one there; pages without one stay without.
  if (tag) tag.href = href;
}

/** Relative image paths become absolute: social networks do not resolve them. */
export function absoluteUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value, window.location.origin).href;
  } catch {
    return null;
  }
}

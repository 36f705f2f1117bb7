/**
 * Content types of the media both the proxy (a build's assets, `public/`) and the API (stored
 * files) serve, by lower-case extension. Each adds its own kinds; no HTML, JavaScript or CSS type
 * is here, since the API must never serve a stored file as one.
 */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
};

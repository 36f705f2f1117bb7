import type { TFunction } from '@brokerage/shared/i18n/translator.ts';
import type { FileError } from '../stores/CvStore';

/**
 * A refused file in the page's language. The browser's own checks have only a code; the
 * server's have its message too, but the page's text is the same for both and names the limit.
 */
export function fileErrorText(
  t: TFunction<'recruitment'>,
  error: FileError | null,
  kind: 'pdf' | 'avatar',
): string | null {
  if (!error) return null;
  switch (error.code) {
    case 'file_too_large':
      return t(
        kind === 'pdf' ? 'cv.fileErrors.file_too_large_pdf' : 'cv.fileErrors.file_too_large_avatar',
      );
    case 'file_type_invalid':
      return t(
        kind === 'pdf'
          ? 'cv.fileErrors.file_type_invalid_pdf'
          : 'cv.fileErrors.file_type_invalid_avatar',
      );
    case 'pdf_unreadable':
      return t('cv.fileErrors.pdf_unreadable');
    case 'pdf_active_content':
      return t('cv.fileErrors.pdf_active_content');
    default:
      return error.message ?? t('cv.fileErrors.failed');
  }
}

import { useEffect, useState } from 'react';
import { Skeleton } from '@mantine/core';
import classes from './QrCode.module.css';

interface QrCodeProps {
  value: string;
  /** What the code leads to, for screen readers (the image's alt). */
  label: string;
  size?: number;
}

/**
 * A QR code drawn as SVG, dark on white in both themes (scanners need the contrast and the quiet
 * zone). The `qrcode` package loads with the first code shown, never with the page.
 */
export function QrCode({ value, label, size = 184 }: QrCodeProps) {
  const [svg, setSvg] = useState<{ value: string; markup: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(value, {
          type: 'svg',
          margin: 2,
          errorCorrectionLevel: 'M',
          color: { dark: '#000000', light: '#ffffff' },
        }),
      )
      .then((markup) => {
        if (live) setSvg({ value, markup });
      })
      .catch((error: unknown) => console.error('[ekyc] QR code', error));
    return () => {
      live = false;
    };
  }, [value]);

  if (!svg || svg.value !== value) return <Skeleton width={size} height={size} aria-hidden />;
  return (
    <img
      className={classes.code}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`}
      alt={label}
      width={size}
      height={size}
    />
  );
}

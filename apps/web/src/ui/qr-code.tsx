import { useEffect, useState } from 'react';

/**
 * A QR code drawn in the browser (spec §9: error correction M, width 100 in the queue details). The
 * encoder loads with the first QR shown, so screens without one never pay for it. It is drawn as SVG,
 * so its modules stay sharp at any size and on any screen density (issue #18: a 100 px bitmap was
 * blurry on a phone) and on a thermal printer.
 */
export function QrCode({
  text,
  width = 100,
  errorCorrectionLevel = 'M',
  label,
}: {
  text: string;
  width?: number;
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
  label: string;
}) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    setDataUrl(null);
    // spec §5: QR data must be non-empty (empty, null or the text null rejected).
    if (!text || text === 'null') {
      setHasFailed(true);
      return;
    }
    import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', errorCorrectionLevel, margin: 4 }))
      .then((svg) => {
        if (isCurrent) setDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (isCurrent) setHasFailed(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [text, errorCorrectionLevel]);
  if (hasFailed)
    return <div style={{ width, height: width }} className="bg-stone-100" role="img" aria-label={label} />;
  return dataUrl ? (
    <img src={dataUrl} width={width} height={width} alt={label} data-qr-text={text} />
  ) : (
    <div style={{ width, height: width }} className="animate-pulse bg-stone-100" aria-hidden="true" />
  );
}

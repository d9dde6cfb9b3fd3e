import { useEffect, useState } from 'react';

/**
 * A QR code drawn in the browser (spec §9: error correction M, width 100 in the queue details). The
 * encoder loads with the first QR shown, so screens without one never pay for it.
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
      .then((qrcode) => qrcode.toDataURL(text, { errorCorrectionLevel, width, margin: 4 }))
      .then((url) => {
        if (isCurrent) setDataUrl(url);
      })
      .catch(() => {
        if (isCurrent) setHasFailed(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [text, width, errorCorrectionLevel]);
  if (hasFailed)
    return <div style={{ width, height: width }} className="bg-stone-100" role="img" aria-label={label} />;
  return dataUrl ? (
    <img src={dataUrl} width={width} height={width} alt={label} data-qr-text={text} />
  ) : (
    <div style={{ width, height: width }} className="animate-pulse bg-stone-100" aria-hidden="true" />
  );
}

import { type ComponentProps, useState } from 'react';

export const DEFAULT_TEMPLE_ICON = '/images/default-temple.svg';
export const DEFAULT_BANNER = '/images/default-banner.svg';
export const DEFAULT_DEITY_IMAGE = '/images/default-deity.svg';

/** An image that shows `fallback` when it has no source or fails to load (spec §9 fallback images). */
export function FallbackImage({
  src,
  fallback,
  alt,
  ...props
}: Omit<ComponentProps<'img'>, 'src'> & { src: string | null | undefined; fallback: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : fallback;
  return (
    <img
      src={usable}
      alt={alt}
      onError={() => {
        if (usable !== fallback) setFailedSrc(usable);
      }}
      {...props}
    />
  );
}

/** Only https addresses are embedded or linked (a temple's own text could hold anything). */
export function safeHttpsUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Embed only addresses made to be framed (Google's /maps/embed or output=embed, OpenStreetMap's
 * export/embed.html): a share link or a place page refuses to be framed and would leave an empty box.
 */
export function embeddableMapUrl(value: string | null | undefined): string | null {
  const safe = safeHttpsUrl(value);
  if (!safe) return null;
  const url = new URL(safe);
  const isGoogle = /(^|\.)google\.[a-z.]+$/.test(url.hostname);
  if (isGoogle && (url.pathname.startsWith('/maps/embed') || url.searchParams.get('output') === 'embed')) {
    return safe;
  }
  if (url.hostname.endsWith('openstreetmap.org') && url.pathname.startsWith('/export/embed')) return safe;
  return null;
}

/** Google Maps directions to the temple: by its position where known, else by its name and address. */
export function directionsUrl(temple: {
  name: string;
  address: string | null;
  place: string | null;
  latitude: number | null;
  longitude: number | null;
}): string | null {
  const destination =
    temple.latitude !== null && temple.longitude !== null
      ? `${temple.latitude},${temple.longitude}`
      : temple.address || temple.place
        ? [temple.name, temple.address ?? temple.place].join(', ')
        : null;
  if (destination === null) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

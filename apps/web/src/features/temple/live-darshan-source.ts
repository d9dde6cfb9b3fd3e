/**
 * How a temple's live darshan address (spec Temple.VideoUrl) is played: a YouTube address as its
 * embed, an HLS stream (.m3u8) through hls.js (or the browser's own HLS), a video file in <video>,
 * any other https page in a frame. Anything that is not https (or a same-site path) is refused.
 */
export type DarshanSource =
  | { kind: 'youtube'; url: string }
  | { kind: 'hls'; url: string }
  | { kind: 'video'; url: string }
  | { kind: 'embed'; url: string };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0] || null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  const v = url.searchParams.get('v');
  if (v) return v;
  const match = /^\/(?:embed|live|shorts)\/([\w-]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

export function darshanSource(
  value: string | null | undefined,
  origin = 'https://invalid',
): DarshanSource | null {
  if (!value?.trim()) return null;
  const text = value.trim();
  const isSameSite = text.startsWith('/') && !text.startsWith('//');
  let url: URL;
  try {
    url = isSameSite ? new URL(text, origin) : new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && !isSameSite) return null;
  const id = youtubeId(url);
  if (id && /^[\w-]{6,20}$/.test(id)) {
    return { kind: 'youtube', url: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&playsinline=1` };
  }
  const path = url.pathname.toLowerCase();
  if (path.endsWith('.m3u8')) return { kind: 'hls', url: url.href };
  if (/\.(mp4|webm|ogg|mov)$/.test(path)) return { kind: 'video', url: url.href };
  return { kind: 'embed', url: url.href };
}

import { describe, expect, it } from 'vitest';
import { darshanSource } from './live-darshan-source.ts';

describe('live darshan source', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abcDEF12345', 'youtube'],
    ['https://youtu.be/abcDEF12345', 'youtube'],
    ['https://www.youtube.com/live/abcDEF12345?si=x', 'youtube'],
    ['https://www.youtube.com/embed/abcDEF12345', 'youtube'],
    ['https://cdn.example.org/live/temple/index.m3u8', 'hls'],
    ['https://cdn.example.org/darshan.mp4', 'video'],
    ['https://player.example.org/channel/12', 'embed'],
  ])('%s plays as %s', (url, kind) => {
    expect(darshanSource(url)?.kind).toBe(kind);
  });

  it('embeds YouTube without its tracking cookies', () => {
    expect(darshanSource('https://www.youtube.com/watch?v=abcDEF12345')?.url).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&playsinline=1',
    );
  });

  it.each([null, '', 'javascript:alert(1)', 'http://insecure.example.org/live.m3u8', 'not a url at all:'])(
    'refuses %j',
    (url) => {
      expect(darshanSource(url)).toBeNull();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { directionsUrl, embeddableMapUrl, safeHttpsUrl } from './map-links.ts';

describe("the temple's map and directions", () => {
  it.each([
    ['https://www.google.com/maps/embed?pb=!1m18!1m12', true],
    ['https://maps.google.com/maps?q=10.5,76.2&output=embed', true],
    ['https://www.openstreetmap.org/export/embed.html?bbox=76.1,10.4,76.3,10.6', true],
    // Pages that refuse to be framed would leave an empty box.
    ['https://www.google.com/maps/place/Guruvayur+Temple', false],
    ['https://maps.app.goo.gl/abc123', false],
    ['http://www.google.com/maps/embed?pb=1', false],
    ['javascript:alert(1)', false],
    [null, false],
  ])('embeds %s: %s', (url, isEmbedded) => {
    expect(embeddableMapUrl(url) !== null).toBe(isEmbedded);
  });

  it('keeps only https links', () => {
    expect(safeHttpsUrl('https://temple.example/')).toBe('https://temple.example/');
    expect(safeHttpsUrl('ftp://temple.example/')).toBeNull();
  });

  const temple = { name: 'Sree Krishna Temple', address: 'East Nada, Guruvayur', place: 'Guruvayur' };

  it('gives directions to the position where the temple has one', () => {
    expect(directionsUrl({ ...temple, latitude: 10.5946, longitude: 76.0413 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=10.5946%2C76.0413',
    );
  });

  it('gives directions by name and address otherwise, and none without either', () => {
    expect(directionsUrl({ ...temple, latitude: null, longitude: null })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Sree%20Krishna%20Temple%2C%20East%20Nada%2C%20Guruvayur',
    );
    expect(
      directionsUrl({ ...temple, address: null, place: null, latitude: null, longitude: null }),
    ).toBeNull();
  });
});

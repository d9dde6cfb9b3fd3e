/**
 * Simple drawings for demo and default images: a Kerala temple silhouette and a nilavilakku (standing
 * lamp) in saffron and maroon. Text is Latin only, since servers rarely have Malayalam fonts.
 */

const SAFFRON = '#f28c28';
const SAFFRON_LIGHT = '#ffc46b';
const MAROON = '#7a1f1f';
const MAROON_DARK = '#4a0f0f';
const CREAM = '#fff4e0';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A two-tier Kerala temple roof on walls, about 200 wide and 180 high, drawn around (0, 0) to (0, 160). */
function temple(color: string, doorColor: string): string {
  return [
    `<path fill="${color}" d="M-6 10 L0 -16 L6 10 Z"/>`,
    `<circle fill="${color}" cx="0" cy="-19" r="4"/>`,
    `<path fill="${color}" d="M-68 45 L68 45 L36 8 L-36 8 Z"/>`,
    `<rect fill="${color}" x="-44" y="44" width="88" height="18"/>`,
    `<path fill="${color}" d="M-104 102 L104 102 L72 60 L-72 60 Z"/>`,
    `<rect fill="${color}" x="-72" y="100" width="144" height="60"/>`,
    `<path fill="${doorColor}" d="M-14 160 L-14 126 Q0 112 14 126 L14 160 Z"/>`,
  ].join('');
}

/** A nilavilakku, about 110 wide and 200 high, from (0, 0) at the flame tips to (0, 200) at its foot. */
function lamp(color: string, flame: string): string {
  const flames = [-40, -20, 0, 20, 40]
    .map((x) => `<path fill="${flame}" d="M${x} 8 Q${x + 9} 28 ${x} 36 Q${x - 9} 28 ${x} 8 Z"/>`)
    .join('');
  return [
    flames,
    `<path fill="${color}" d="M-55 38 Q0 78 55 38 Z"/>`,
    `<rect fill="${color}" x="-5" y="56" width="10" height="120"/>`,
    `<ellipse fill="${color}" cx="0" cy="100" rx="12" ry="6"/>`,
    `<ellipse fill="${color}" cx="0" cy="140" rx="15" ry="7"/>`,
    `<path fill="${color}" d="M-16 176 L16 176 L42 196 L-42 196 Z"/>`,
    `<ellipse fill="${color}" cx="0" cy="197" rx="48" ry="6"/>`,
  ].join('');
}

function caption(text: string, x: number, y: number, size: number, color: string): string {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${size}" fill="${color}" text-anchor="middle">${escapeXml(text)}</text>`;
}

/** A square temple logo; with initials (e.g. 'SVK') under the temple when given. */
export function templeLogoSvg(initials?: string): string {
  const size = 256;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${CREAM}"/>
<circle cx="128" cy="128" r="120" fill="${SAFFRON}"/>
<g transform="translate(128 ${initials ? 58 : 70}) scale(0.85)">${temple(MAROON, SAFFRON_LIGHT)}</g>
${initials ? caption(initials, 128, 222, 34, CREAM) : ''}
</svg>`;
}

/** A wide banner: temples and lamps against a dawn sky, with the temple's name when given. */
export function templeBannerSvg(title?: string, subtitle?: string): string {
  const width = 960;
  const height = 320;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${SAFFRON_LIGHT}"/><stop offset="0.7" stop-color="${SAFFRON}"/><stop offset="1" stop-color="${MAROON}"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${width / 2}" cy="150" r="90" fill="${CREAM}" opacity="0.45"/>
<g transform="translate(${width / 2} 120) scale(1.05)">${temple(MAROON_DARK, SAFFRON_LIGHT)}</g>
<g transform="translate(120 110) scale(0.95)">${lamp(MAROON_DARK, CREAM)}</g>
<g transform="translate(${width - 120} 110) scale(0.95)">${lamp(MAROON_DARK, CREAM)}</g>
<rect y="${height - 12}" width="${width}" height="12" fill="${MAROON_DARK}"/>
${title ? caption(title, width / 2, 52, title.length > 44 ? 28 : 34, MAROON_DARK) : ''}
${subtitle ? caption(subtitle, width / 2, 88, 22, MAROON) : ''}
</svg>`;
}

/** A deity card: a lit lamp under a halo, with the deity's name when given. */
export function deitySvg(name?: string): string {
  const size = 320;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${MAROON}"/>
<circle cx="160" cy="${name ? 130 : 150}" r="105" fill="${SAFFRON}"/>
<circle cx="160" cy="${name ? 130 : 150}" r="88" fill="${SAFFRON_LIGHT}"/>
<g transform="translate(160 ${name ? 36 : 52}) scale(0.95)">${lamp(MAROON, SAFFRON)}</g>
${name ? caption(name, 160, 290, name.length > 16 ? 22 : 28, CREAM) : ''}
</svg>`;
}

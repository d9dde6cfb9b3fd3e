import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font (W3C WOFF §3–5) unpacked to the TrueType/OpenType file it wraps. HarfBuzz reads only
 * the plain sfnt, and the font we ship is the WOFF of `@fontsource/noto-sans-malayalam`: each table is
 * zlib-deflated unless that saved nothing, and the directory is already in tag order.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font');
  const flavor = input.getUint32(4);
  const numTables = input.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = input.getUint32(entry + 4);
    const compLength = input.getUint32(entry + 8);
    const origLength = input.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.byteLength !== origLength) throw new Error('A WOFF table does not unpack to its length');
    return { tag: input.getUint32(entry), checksum: input.getUint32(entry + 16), data };
  });

  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, table) => sum + padded(table.data.byteLength), headerLength);
  const sfnt = new Uint8Array(size);
  const output = new DataView(sfnt.buffer);
  const log2 = Math.floor(Math.log2(numTables));
  output.setUint32(0, flavor);
  output.setUint16(4, numTables);
  output.setUint16(6, 16 * 2 ** log2);
  output.setUint16(8, log2);
  output.setUint16(10, numTables * 16 - 16 * 2 ** log2);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    output.setUint32(record, table.tag);
    output.setUint32(record + 4, table.checksum);
    output.setUint32(record + 8, offset);
    output.setUint32(record + 12, table.data.byteLength);
    sfnt.set(table.data, offset);
    offset += padded(table.data.byteLength);
  });
  return sfnt;
}

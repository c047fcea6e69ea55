// Draws the FRE Mining PNG icons with Node built-ins only (zlib for PNG deflate).
// Usage: node apps/web/scripts/make-icons.mjs  → writes apps/web/public/*.png
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const NIGHT = [0x0b, 0x10, 0x20];
const GOLD_TOP = [0xff, 0xd5, 0x4a];
const GOLD_BOTTOM = [0xe0, 0x9a, 0x00];
const GEM = [[-0.4, -0.1], [-0.2, -0.34], [0.2, -0.34], [0.4, -0.1], [0, 0.42]];

function inPolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Colour of the logo at unit coordinates (−1..1), or null for background. */
function logoAt(x, y) {
  const r = Math.hypot(x, y);
  const gold = GOLD_TOP.map((c, i) => Math.round(c + (GOLD_BOTTOM[i] - c) * ((y + 1) / 2)));
  if (r > 0.8) return null;
  if (r > 0.66) return gold;
  if (inPolygon(x, y, GEM)) return Math.abs(y + 0.1) < 0.025 ? NIGHT : gold;
  return NIGHT.map((c) => c + 10);
}

function pixels(size, scale) {
  const data = Buffer.alloc(size * (size * 4 + 1));
  const samples = 4;
  for (let py = 0; py < size; py++) {
    data[py * (size * 4 + 1)] = 0;
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (((px + (sx + 0.5) / samples) / size) * 2 - 1) / scale;
          const y = (((py + (sy + 0.5) / samples) / size) * 2 - 1) / scale;
          const colour = logoAt(x, y) ?? NIGHT;
          for (let i = 0; i < 3; i++) acc[i] += colour[i];
        }
      }
      const offset = py * (size * 4 + 1) + 1 + px * 4;
      for (let i = 0; i < 3; i++) data[offset + i] = Math.round(acc[i] / (samples * samples));
      data[offset + 3] = 255;
    }
  }
  return data;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, body) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
function png(size, scale) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels(size, scale), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../public/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), png(192, 1.1));
writeFileSync(new URL('icon-512.png', out), png(512, 1.1));
// Maskable icons keep the logo inside the central 80 % safe zone.
writeFileSync(new URL('icon-maskable-512.png', out), png(512, 0.85));
writeFileSync(new URL('apple-touch-icon.png', out), png(180, 1));
// The tab icon: a PNG, decoded off the page's main thread (an SVG favicon is laid out as a small
// document on it, ~20 ms per page load measured on the bench host).
writeFileSync(new URL('favicon-48.png', out), png(48, 1));
console.warn('icons written to', out.pathname);

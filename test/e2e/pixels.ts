/**
 * What a webview shows a person, in pixels: the screenshot of its frame's area, decoded (PNG,
 * 8-bit RGB or RGBA, as Chromium writes it), so a test fails when the picture is blank even
 * though its DOM holds the drawing.
 */
import { inflateSync } from 'node:zlib';
import type { Frame, Page } from 'playwright-core';

interface Image { width: number; height: number; channels: number; data: Uint8Array }

export function decodePng(buf: Buffer): Image {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let off = 8, width = 0, height = 0, channels = 0;
  const idat: Buffer[] = [];
  while (off < buf.length) {
    const len = buf.readUInt32BE(off), type = buf.toString('latin1', off + 4, off + 8), data = buf.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0); height = data.readUInt32BE(4);
      const depth = data[8], colour = data[9], interlace = data[12];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) throw new Error(`PNG of depth ${depth}, colour type ${colour}, interlace ${interlace}: not decoded here`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    off += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels, out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)], row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? out[y * stride + x - channels] : 0, b = y ? out[(y - 1) * stride + x] : 0, c = x >= channels && y ? out[(y - 1) * stride + x - channels] : 0;
      let p = 0;
      if (filter === 1) p = a; else if (filter === 2) p = b; else if (filter === 3) p = (a + b) >> 1;
      else if (filter === 4) { const q = a + b - c, pa = Math.abs(q - a), pb = Math.abs(q - b), pc = Math.abs(q - c); p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c; }
      out[y * stride + x] = (row[x] + p) & 255;
    }
  }
  return { width, height, channels, data: out };
}

/** Pixels of a webview's area: how many are red (a drawn cycle), and how many differ from its background. */
export async function webviewPixels(page: Page, frame: Frame): Promise<{ total: number; red: number; drawn: number }> {
  const box = await (await frame.frameElement()).boundingBox();
  if (!box || box.width < 10 || box.height < 10) throw new Error(`the webview has no area on the page (${JSON.stringify(box)})`);
  const img = decodePng(await page.screenshot({ clip: box }));
  const { data, channels } = img;
  const count = new Map<number, number>();
  let red = 0;
  for (let i = 0; i < data.length; i += channels) {
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    if (r > 180 && g < 90 && b < 90) red++;
    const key = (r << 16) | (g << 8) | b;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  const total = data.length / channels;
  const background = Math.max(...count.values());
  return { total, red, drawn: total - background };
}

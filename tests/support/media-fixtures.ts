import sharp from 'sharp';

/**
 * A small real photo made on the spot (no image files in the repository): a gradient with some
 * noise, so the encoders have real work, as JPEG at the size asked.
 */
export async function photoFixture(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = ((x ^ y) & 0x3f) + 120;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/** Sends a file with a presigned POST as a browser form does: the fields first, the file last. */
export async function postUpload(upload: { url: string; fields: Record<string, string> }, file: Buffer, contentType: string, fieldOverrides: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...upload.fields, ...fieldOverrides })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: contentType }), 'photo.jpg');
  return fetch(upload.url, { method: 'POST', body: form });
}

/**
 * A page photo made ready to send (docs/product.md, "Answers from a phone"): upright as the
 * camera recorded it, turned as the learner asked, and no larger than the server keeps, so that
 * forty pages go over mobile data in a few megabytes instead of a hundred.
 */

/** Pixels on the long side sent; the server keeps 1754 (A4 at 150 dpi), a little room to spare. */
const LONG_SIDE = 2000;
const JPEG_QUALITY = 0.85;

/** The photo as a JPEG, upright and scaled down; throws when the browser cannot read it. */
export async function preparePagePhoto(file: Blob, quarterTurns: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const sideways = quarterTurns % 2 === 1;
    const canvas = document.createElement('canvas');
    canvas.width = sideways ? height : width;
    canvas.height = sideways ? width : height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    // Paper is white: a transparent PNG would otherwise turn black in a JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.translate(canvas.width / 2, canvas.height / 2);
    context.rotate((quarterTurns * Math.PI) / 2);
    context.drawImage(bitmap, -width / 2, -height / 2, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))),
        'image/jpeg',
        JPEG_QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}

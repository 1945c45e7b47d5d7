const sizeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A file's size for staff screens: KB below a megabyte, MB above. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

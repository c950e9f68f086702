/** Hand the browser a file to save (a CSV, an invoice PDF) under a name. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; give the browser a moment before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

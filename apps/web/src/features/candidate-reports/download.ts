/**
 * Hands a stored report to the browser's downloads: an `<a href download>` clicked from code, so
 * the file arrives without leaving the page (the address is signed, same origin, attachment).
 */
export function downloadFile(url: string, fileName: string | null | undefined) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? '';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

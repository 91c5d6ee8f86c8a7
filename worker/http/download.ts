/**
 * A Content-Disposition for downloading `name`: an ASCII fallback with anything
 * unsafe replaced, plus the exact name percent-encoded (RFC 6266, RFC 5987).
 */
export function attachmentDisposition(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters must never reach a header
  const safe = name.replace(/[\u0000-\u001f\u007f]/g, '');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;/]/g, '_') || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

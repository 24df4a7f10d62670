// What a route may hold. A route becomes a path under the output folder (htmlFileFor), so anything a file system or
// a static host would read as "go up", "another root" or "end of name" is refused here, before any write.

/** Why a route (a slash-separated path, decoded) could leave the output folder, or undefined when it cannot. */
export function unsafeRouteReason(route: string): string | undefined {
  // Control characters: NUL ends a C string (a name cut short), the others have no place in a URL path.
  if (hasControl(route)) return 'a control character (such as NUL)';
  if (route.includes('\\')) return 'a backslash (a folder separator on Windows)';
  const segments = route.split('/');
  for (const [index, segment] of segments.entries()) {
    if (segment === '.' || segment === '..') return `a "${segment}" segment`;
    // "C:/x" or "/C:/x": an absolute Windows path.
    if (index <= 1 && /^[A-Za-z]:$/.test(segment)) return `a drive letter ("${segment}")`;
    const decoded = decodeEscapes(segment);
    if (decoded === segment) continue;
    // A host or proxy that decodes once more would read these as the characters refused above.
    if (decoded === '.' || decoded === '..' || /[/\\]/.test(decoded) || hasControl(decoded)) {
      return `a percent-encoded "/", "\\", "." or control character ("${segment}")`;
    }
  }
  return undefined;
}

/** NUL and the other C0 controls, and DEL. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Decodes every well-formed %XX escape of a segment, leaving a lone "%" (as in "100%") as written. */
function decodeEscapes(segment: string): string {
  if (!segment.includes('%')) return segment;
  return segment.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // Bytes that are not UTF-8 on their own: decode them one by one, as a lenient host would.
      return run.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
  });
}

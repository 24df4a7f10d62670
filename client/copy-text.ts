/** Copies text to the clipboard: the async Clipboard API, or a hidden textarea where it is not allowed. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Not a secure context, or permission refused: fall back to the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const focused = document.activeElement;
  document.execCommand('copy');
  area.remove();
  if (focused instanceof HTMLElement) focused.focus();
}

// The only code that touches localStorage. Storage may be missing, disabled or full: reads then return null
// and writes silently do nothing, so no reader ever sees an error because of it.

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the preference just is not remembered.
  }
}

// The only code that touches localStorage and sessionStorage. Storage may be missing, disabled or full: reads then return null
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

/** sessionStorage: what lives only as long as the tab (the "Try it" credentials, when the reader asks). */
export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: the credentials stay in memory only, as when the box is not ticked.
  }
}

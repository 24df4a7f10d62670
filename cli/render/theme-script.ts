import { HTML_ATTRS, STORAGE_KEYS } from '../../shared/constants.js';

/**
 * The tiny inline script at the top of <head>. It runs before the first paint, so the page never flashes
 * the wrong theme or a dismissed announcement: stored choice first, else the system preference, else light.
 * It must not throw when storage is missing or blocked.
 */
export function themeScript(announcementId?: string): string {
  const dismissedKey = announcementId ? JSON.stringify(STORAGE_KEYS.announcementDismissed(announcementId)) : 'null';
  return (
    `(function(){var d=document.documentElement,s=null,a=null;try{s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});a=${dismissedKey}&&localStorage.getItem(${dismissedKey})}catch(e){}` +
    `var m=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)');` +
    `function t(){d.setAttribute(${JSON.stringify(HTML_ATTRS.theme)},s==='dark'||s==='light'?s:m&&m.matches?'dark':'light')}t();` +
    `if(m&&m.addEventListener)m.addEventListener('change',function(){try{s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})}catch(e){}t()});` +
    `if(a)d.setAttribute(${JSON.stringify(HTML_ATTRS.announcementDismissed)},'')})()`
  );
}

// What a page needs the Content-Security-Policy to allow: part of the page's model, collected where its HTML is made.

/**
 * What a page's own HTML needs the Content-Security-Policy to allow, as CSP sources: the hashes of the inline scripts,
 * `<style>` elements and style attributes an author wrote in raw HTML, the origins of images shown from other sites,
 * and the origins a "Try it" panel sends requests to. Each list present only when it holds something.
 */
export interface PolicySources {
  /** script-src: the hashes of inline scripts ('sha256-…'), and the origins of the config `head`'s scripts of other sites. */
  scripts?: readonly string[];
  /** style-src: the hashes of inline <style> elements, and the origins of the config `head`'s stylesheets of other sites. */
  styles?: readonly string[];
  /** style-src with 'unsafe-hashes': the hashes of `style` attribute values (only those exact values). */
  styleAttributes?: readonly string[];
  /** img-src: origins of images shown from elsewhere. */
  images?: readonly string[];
  /** connect-src: origins requests go to (a "Try it" panel's servers, the search service's hosts). */
  connect?: readonly string[];
}

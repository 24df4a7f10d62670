import type { OpenAPIV3 } from 'openapi-types';
import type { ApiSecurity } from '../../shared/model/api.js';
import { format } from '../../shared/i18n/format.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';

type Schemes = Record<string, OpenAPIV3.SecuritySchemeObject>;

/** The security schemes a list of requirements names, as the page describes them. */
export function securityOf(
  requirements: OpenAPIV3.SecurityRequirementObject[],
  schemes: Schemes,
  describe: (text: string) => string,
  strings: UiStrings,
): ApiSecurity[] {
  const names = [...new Set(requirements.flatMap((requirement) => Object.keys(requirement)))];
  return names.flatMap((name) => {
    const scheme = schemes[name];
    if (!scheme) return [];
    const summary =
      scheme.type === 'apiKey'
        ? format(strings.api.apiKeyIn[scheme.in as keyof UiStrings['api']['apiKeyIn']] ?? strings.api.apiKeyIn.header, {
            name: scheme.name,
          })
        : scheme.type === 'http'
          ? format(strings.api.httpAuth, { scheme: scheme.scheme })
          : scheme.type === 'oauth2'
            ? strings.api.oauth2
            : strings.api.openIdConnect;
    return [{ name, summary, description: scheme.description ? describe(scheme.description) : undefined }];
  });
}

/** Headers a request needs for its first security requirement, with placeholders instead of secrets. */
export function securityHeaders(
  requirements: OpenAPIV3.SecurityRequirementObject[],
  schemes: Schemes,
  strings: UiStrings,
): Array<{ name: string; value: string }> {
  const first = requirements[0];
  if (!first) return [];
  const placeholder = strings.api.apiKeyPlaceholder;
  return Object.keys(first).flatMap((name) => {
    const scheme = schemes[name];
    if (scheme?.type === 'apiKey' && scheme.in === 'header') return [{ name: scheme.name, value: placeholder }];
    if (scheme?.type === 'http')
      return [{ name: 'Authorization', value: `${scheme.scheme === 'basic' ? 'Basic' : 'Bearer'} ${placeholder}` }];
    if (scheme?.type === 'oauth2' || scheme?.type === 'openIdConnect') return [{ name: 'Authorization', value: `Bearer ${placeholder}` }];
    return [];
  });
}

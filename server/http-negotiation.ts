/**
 * Small, strict readers for the request parts the server acts on: the query string, Accept-Encoding and
 * If-None-Match. The request path is never decoded (routes match the raw path exactly), so only the query
 * is percent-decoded here.
 */

/** A request the server cannot read; answered with 400 and this message. */
export class MalformedRequestError extends Error {}

/**
 * Every value of `name` in a raw query string (the part after `?`), decoded as
 * application/x-www-form-urlencoded. Throws MalformedRequestError on invalid percent-encoding anywhere in
 * the query, rather than guessing what a broken URL meant.
 */
export function readQueryValues(rawQuery: string, name: string): string[] {
  const values: string[] = [];
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const rawName = separator === -1 ? pair : pair.slice(0, separator);
    const rawValue = separator === -1 ? '' : pair.slice(separator + 1);
    const decodedName = decodeFormComponent(rawName);
    const decodedValue = decodeFormComponent(rawValue);
    if (decodedName === name) values.push(decodedValue);
  }
  return values;
}

function decodeFormComponent(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw new MalformedRequestError(
      `Malformed query string: invalid percent-encoding in ${JSON.stringify(text)}`,
    );
  }
}

/**
 * Whether an Accept-Encoding header admits gzip (RFC 9110 §12.5.3): gzip listed with q > 0, or, when gzip
 * is not named, `*` with q > 0. No header means the client did not ask for compression, so none is sent.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  let gzipQuality: number | undefined;
  let wildcardQuality: number | undefined;
  for (const entry of header.split(',')) {
    const [coding, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    let quality = 1;
    for (const parameter of parameters) {
      const [parameterName, parameterValue = ''] = parameter.split('=').map((part) => part.trim());
      if (parameterName === 'q') quality = Number(parameterValue) || 0;
    }
    if (coding === 'gzip' || coding === 'x-gzip') gzipQuality = quality;
    else if (coding === '*') wildcardQuality = quality;
  }
  return (gzipQuality ?? wildcardQuality ?? 0) > 0;
}

/**
 * Whether If-None-Match matches `etag`. RFC 9110 §13.1.2 asks for the weak comparison here, so a `W/`
 * prefix on either side is ignored; `*` matches any current representation.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaqueTag(tag) === opaqueTag(etag));
}

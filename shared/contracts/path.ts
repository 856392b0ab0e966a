// Path patterns from the spec, e.g. `/api/user_exams/:uuid/score_it.json`,
// `/api/provider_cards/:id.pdf`, `/api/state_licenses/:id(.json)`.
// One matcher serves the local gateway, the handlers and the CDK route table.

export interface CompiledPath {
  regex: RegExp;
  names: string[];
}

const cache = new Map<string, CompiledPath>();

export function compilePath(pattern: string): CompiledPath {
  const hit = cache.get(pattern);
  if (hit) return hit;
  const names: string[] = [];
  let source = '';
  const tokens = pattern.match(/:[A-Za-z_][A-Za-z0-9_]*|\([^)]*\)|[^:(]+/g) ?? [];
  for (const token of tokens) {
    if (token.startsWith(':')) {
      names.push(token.slice(1));
      source += '([^/]+?)';
    } else if (token.startsWith('(')) {
      source += `(?:${escapeRegExp(token.slice(1, -1))})?`;
    } else {
      source += escapeRegExp(token);
    }
  }
  const compiled = { regex: new RegExp(`^${source}$`), names };
  cache.set(pattern, compiled);
  return compiled;
}

/** Params of `path` under `pattern`, or null when it does not match (a malformed escape names no resource). */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const { regex, names } = compilePath(pattern);
  const found = regex.exec(path);
  if (!found) return null;
  const params: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const value = decodePathSegment(found[i + 1]!);
    if (value === null) return null;
    params[name] = value;
  }
  return params;
}

/** True when every percent escape in the path is well formed (`%E0%A4%A` is not). */
export const hasWellFormedEscapes = (path: string): boolean => decodePathSegment(path) !== null;

function decodePathSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Fills a pattern: `fillPath('/api/x/:id.json', {id: 1})` -> `/api/x/1.json`. */
export function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/\(([^)]*)\)/g, '$1').replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * API Gateway route for a pattern. Path variables must fill a whole segment there,
 * so `:id.pdf` becomes `{id}` and the handler re-matches the full pattern.
 */
export function toApiGatewayPath(pattern: string): string {
  return pattern
    .replace(/\([^)]*\)/g, '')
    .split('/')
    .map((segment) => {
      const param = /:([A-Za-z_][A-Za-z0-9_]*)/.exec(segment);
      return param ? `{${param[1]}}` : segment;
    })
    .join('/');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// The API calls the spec lists (section 7, "Calls", of each spec file; copied verbatim into
// tests/fixtures/spec-calls): method, path and the field names it gives, as the spec writes them,
// e.g. `GET /api/courses/search.json {search, subscriptionUuid}`, `GET/PATCH/DELETE
// /api/state_licenses/{id}(.json)`, `PATCH same {completed:true}`, `GET /api/professions.json,
// /api/professions/{id}.json` or `GET /api/groups/users.json (and .csv download)`.
export interface SpecCall {
  method: string;
  /** As the spec writes it: `{name}` parameters, an optional `(.json)`, no query string. */
  path: string;
  /** Query parameters (`?name=`) and the `{a, b}` field list after the path: the body of a write, the query of a GET. */
  fields: string[];
  /** The bullet it comes from. */
  line: string;
}

/** Section 7 of a spec file: from its heading to the next section's (or the end). */
export const callsSection = (markdown: string): string =>
  /^## 7\. Calls\n[\s\S]*?(?=^## |(?![\s\S]))/m.exec(markdown)?.[0].trimEnd() ?? '';

const METHOD = '(?:GET|POST|PATCH|PUT|DELETE)';
const METHODS = `${METHOD}(?:\\s*(?:/|,\\s*and|,|and)\\s*${METHOD})*`;
const PATH = '/api/[\\w{}./-]+(?:\\(\\.json\\))?';
// Each alternative at the position the scan reaches: methods and a path (or `same`), a further path
// after a comma, a `.csv` twin of the last path, or a path without a method (a read).
const TOKEN = new RegExp(
  `(?<methods>${METHODS})\\s+(?<target>same\\b|${PATH})|,\\s*(?<more>${PATH})|(?<csv>\\.csv download)|(?<bare>${PATH})`,
  'g',
);

/** `{a, b: x, c{d}}` right after a match (and any `?name=` of the path): the top-level names. */
function fieldsAfter(text: string): string[] {
  const query = /^\?([\w[\]]+)/.exec(text)?.[1];
  const rest = text.replace(/^\?\S*/, '').trimStart();
  const names: string[] = query ? [query] : [];
  if (!rest.startsWith('{')) return names;
  let depth = 0;
  let current = '';
  for (const char of rest) {
    if (char === '{' || char === '[') depth++;
    if (char === '}' || char === ']') depth--;
    if (depth === 0) break;
    if (depth === 1 && (char === ',' || char === ';')) {
      names.push(current);
      current = '';
    } else if (depth === 1 && !'{}[]'.includes(char)) current += char;
  }
  names.push(current);
  // A name is one identifier, before its value (`completed:true`); `blob{...}` left `blob`.
  return names.map((name) => /^\s*([A-Za-z_]\w*)\s*(?::|$)/.exec(name)?.[1]).filter((name) => name !== undefined);
}

/** Every call of a section 7 (only /api paths: page URLs and the Google form post are not API calls). */
export function parseSpecCalls(section: string): SpecCall[] {
  const calls: SpecCall[] = [];
  for (const line of section.split('\n').filter((l) => l.startsWith('- '))) {
    let methods: string[] = [];
    let last: string | undefined;
    const add = (method: string, path: string, end: number) =>
      calls.push({ method, path: path.replace(/\.$/, ''), fields: fieldsAfter(line.slice(end)), line });
    for (const match of line.matchAll(TOKEN)) {
      const { methods: named, target, more, csv, bare } = match.groups!;
      const end = match.index + match[0].length;
      if (named) {
        methods = named.split(/\s*(?:\/|,\s*and|,|and)\s*/);
        const path = target === 'same' ? last : target!.replace(/\.$/, '');
        if (!path) throw new Error(`"same" with no path before it: ${line}`);
        for (const method of methods) add(method, path, end);
        last = path;
      } else if (more) {
        for (const method of methods) add(method, more, end);
        last = more.replace(/\.$/, '');
      } else if (csv && last) {
        for (const method of methods) add(method, last.replace(/\.json$/, '.csv'), end);
      } else if (bare) {
        add('GET', bare, end);
        last = bare.replace(/\.$/, '');
      }
    }
  }
  return calls;
}

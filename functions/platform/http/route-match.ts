import type { HttpMethod, RouteDefinition } from '../../http/routes.ts';

/**
 * Matches a request against route paths with API Gateway's `{param}` and `{proxy+}` syntax.
 * Used by the local gateway; API Gateway does the same matching in the cloud.
 */
export interface RouteMatch<R extends RouteDefinition> {
  route: R;
  pathParameters: Record<string, string>;
}

interface Compiled<R> {
  route: R;
  regex: RegExp;
  names: string[];
  literalLength: number;
}

/**
 * Decodes a parameter like API Gateway does. Malformed encoding (`%E0%A4%A`) must not throw out
 * of the gateway: the raw text is passed on, and the handler's validation rejects it with 400.
 */
function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function createRouteMatcher<R extends RouteDefinition>(routes: readonly R[]) {
  const compiled: Compiled<R>[] = routes.map((route) => {
    const names: string[] = [];
    const pattern = route.path
      .split('/')
      .map((segment) => {
        const greedy = /^\{(\w+)\+\}$/.exec(segment);
        if (greedy?.[1]) {
          names.push(greedy[1]);
          return '(.+)';
        }
        const param = /^\{(\w+)\}$/.exec(segment);
        if (param?.[1]) {
          names.push(param[1]);
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    return { route, regex: new RegExp(`^${pattern}$`), names, literalLength: route.path.replace(/\{[^}]+\}/g, '').length };
  });
  // Like API Gateway, the most specific (longest literal) path wins over a parameterised one.
  compiled.sort((a, b) => b.literalLength - a.literalLength);

  return function match(method: string, path: string): RouteMatch<R> | { methodNotAllowed: true } | null {
    let pathMatched = false;
    for (const candidate of compiled) {
      const found = candidate.regex.exec(path);
      if (!found) continue;
      pathMatched = true;
      if (candidate.route.method !== (method.toUpperCase() as HttpMethod)) continue;
      const pathParameters: Record<string, string> = {};
      candidate.names.forEach((name, index) => {
        pathParameters[name] = decodeOnce(found[index + 1] ?? '');
      });
      return { route: candidate.route, pathParameters };
    }
    return pathMatched ? { methodNotAllowed: true } : null;
  };
}

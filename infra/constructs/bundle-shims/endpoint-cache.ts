/**
 * What `@aws-sdk/endpoint-cache` resolves to in Lambda bundles (appFunctionBundling's alias).
 * The DynamoDB client builds an endpoint-discovery cache even though discovery is off unless a
 * function turns it on (ours do not); upstream keeps it in mnemonist's LRU cache, which brings
 * about 7 KB of iterators into every bundle. This is the same class over a Map, which keeps
 * insertion order, so the least recently used key is the first one. tests/infra checks the two
 * behave alike.
 */
interface Endpoint {
  Address: string;
  CachePeriodInMinutes: number;
}

interface EndpointWithExpiry {
  Address: string;
  Expires: number;
}

export class EndpointCache {
  private readonly cache = new Map<string, EndpointWithExpiry[]>();

  constructor(private readonly capacity: number) {}

  getEndpoint(key: string): string | undefined {
    const endpoints = this.get(key);
    if (!endpoints || endpoints.length === 0) return undefined;
    return endpoints[Math.floor(Math.random() * endpoints.length)]!.Address;
  }

  get(key: string): EndpointWithExpiry[] | undefined {
    if (!this.has(key)) return undefined;
    const value = this.cache.get(key)!;
    // A read makes the key the most recently used.
    this.cache.delete(key);
    this.cache.set(key, value);
    const now = Date.now();
    const live = value.filter((endpoint) => now < endpoint.Expires);
    if (live.length === 0) {
      this.delete(key);
      return undefined;
    }
    return live;
  }

  set(key: string, endpoints: Endpoint[]): void {
    const now = Date.now();
    this.store(key, endpoints.map(({ Address, CachePeriodInMinutes }) => ({ Address, Expires: now + CachePeriodInMinutes * 60 * 1000 })));
  }

  delete(key: string): void {
    this.store(key, []);
  }

  has(key: string): boolean {
    return (this.cache.get(key)?.length ?? 0) > 0;
  }

  clear(): void {
    this.cache.clear();
  }

  private store(key: string, value: EndpointWithExpiry[]): void {
    this.cache.delete(key);
    this.cache.set(key, value);
    if (this.cache.size > this.capacity) this.cache.delete(this.cache.keys().next().value!);
  }
}

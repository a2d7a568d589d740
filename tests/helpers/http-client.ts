/**
 * A small HTTP client for the tests of the production server (`tests/http/`): one cookie jar
 * per client, redirects followed as a browser follows them, and responses read whole. Its
 * responses have the method names of Playwright's APIResponse (`status()`, `headers()`,
 * `text()`), so the checks moved out of the browser suite (issue 35) read as they did there.
 */

/** A response, its body already read. */
export type HttpResponse = {
  status(): number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers(): Record<string, string>;
  /** The address that answered: after redirects, the last one. */
  url(): string;
  text(): Promise<string>;
  body(): Promise<Buffer>;
  json(): Promise<unknown>;
};

export type RequestOptions = {
  headers?: Record<string, string>;
  /** Redirects followed before the answer is returned; 0 returns the redirect itself (default 20). */
  maxRedirects?: number;
};

export type PostOptions = RequestOptions & {
  /** Sent as a browser form sends it (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** A raw body, for requests no form would make. */
  data?: string;
  /** Sent as a file-upload form sends it (multipart/form-data). */
  multipart?: FormData;
};

/** Called with every response, redirects included, as `page.on("response")` was. */
export type ResponseListener = (method: string, path: string, response: HttpResponse) => void;

export type HttpClient = {
  readonly baseURL: string;
  get(path: string, options?: RequestOptions): Promise<HttpResponse>;
  post(path: string, options?: PostOptions): Promise<HttpResponse>;
  onResponse(listener: ResponseListener): void;
  /** Headers sent with every request from now on (a client address, say). */
  setExtraHeaders(headers: Record<string, string>): void;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A new client with an empty cookie jar: one person, as one browser context was. */
export function httpClient(baseURL: string): HttpClient {
  const jar = new Map<string, string>();
  const listeners: ResponseListener[] = [];
  let extra: Record<string, string> = {};

  const keepCookies = (headers: Headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const split = pair.indexOf("=");
      const name = pair.slice(0, split);
      const value = pair.slice(split + 1);
      const expired = attributes.some((attribute) => {
        const [key = "", setting = ""] = attribute.split("=");
        if (/^max-age$/i.test(key)) return Number(setting) <= 0;
        return /^expires$/i.test(key) && Date.parse(setting) <= Date.now();
      });
      // One site on one host, every cookie on path "/": the jar needs neither domain nor path.
      if (expired || value === "") jar.delete(name);
      else jar.set(name, value);
    }
  };

  async function send(
    method: string,
    path: string,
    body: string | URLSearchParams | FormData | undefined,
    options: RequestOptions,
  ): Promise<HttpResponse> {
    let url = new URL(path, baseURL);
    let redirectsLeft = options.maxRedirects ?? 20;
    for (;;) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      const raw = await fetch(url, {
        method,
        body,
        redirect: "manual",
        headers: {
          // A browser sends its Origin with every POST (server/http.ts refuses another one).
          ...(method === "POST" ? { Origin: new URL(baseURL).origin } : {}),
          ...(cookie ? { Cookie: cookie } : {}),
          ...extra,
          ...options.headers,
        },
      });
      keepCookies(raw.headers);
      const response = await readWhole(raw, url.href);
      for (const listener of listeners) listener(method, url.pathname, response);
      const location = raw.headers.get("location");
      if (!REDIRECTS.has(raw.status) || location === null || redirectsLeft === 0) return response;
      // Resolved by the WHATWG URL parser, as a browser resolves it: tabs and line breaks in
      // the header are dropped before the address is read.
      const next = new URL(location, url);
      // Another site is not followed: the answer is the redirect, which says where it pointed.
      if (next.origin !== new URL(baseURL).origin) return response;
      redirectsLeft -= 1;
      url = next;
      // As browsers do: a 303, or a 301/302 after a POST, is followed with a GET and no body.
      if (raw.status === 303 || (method === "POST" && raw.status <= 302)) {
        method = "GET";
        body = undefined;
      }
    }
  }

  return {
    baseURL,
    get: (path, options = {}) => send("GET", path, undefined, options),
    post(path, options = {}) {
      const body = options.multipart ?? (options.form ? new URLSearchParams(options.form) : options.data);
      return send("POST", path, body, options);
    },
    onResponse(listener) {
      listeners.push(listener);
    },
    setExtraHeaders(headers) {
      extra = { ...headers };
    },
  };
}

async function readWhole(raw: Response, url: string): Promise<HttpResponse> {
  const bytes = Buffer.from(await raw.arrayBuffer());
  const headers: Record<string, string> = {};
  raw.headers.forEach((value, name) => {
    // Set-Cookie comes one line at a time; the others are joined already.
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  });
  return {
    status: () => raw.status,
    headers: () => headers,
    url: () => url,
    text: async () => bytes.toString("utf8"),
    body: async () => bytes,
    json: async () => JSON.parse(bytes.toString("utf8")) as unknown,
  };
}

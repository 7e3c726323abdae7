// A tiny fetch client that keeps a bearer token and returns status + parsed JSON.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON answers loosely; expect() checks the shape
export type Json = any;
export interface Answer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export class Client {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  async request<T = Json>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const h: Record<string, string> = { ...headers };
    if (this.token) h.authorization = `Bearer ${this.token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      if (typeof body === 'string') payload = body;
      else {
        payload = JSON.stringify(body);
        h['content-type'] = 'application/json';
      }
    }
    const res = await fetch(this.baseUrl + path, { method, headers: h, body: payload });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
  }

  get<T = Json>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = Json>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  put<T = Json>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body ?? {});
  }
  del<T = Json>(path: string, body?: unknown) {
    return this.request<T>('DELETE', path, body);
  }
  form<T = Json>(path: string, fields: Record<string, string>) {
    return this.request<T>('POST', path, new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
  }
}

export const PASSWORD = 'demo1234';

export async function login(baseUrl: string, username: string, password = PASSWORD): Promise<Client> {
  const res = await new Client(baseUrl).post<{ token: string }>('/api/Authentication/Login', { username, password });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return new Client(baseUrl, res.body.token);
}

/** The demo accounts, signed in. */
export async function demoClients(baseUrl: string) {
  const [admin, crm, project, support, free, globex] = await Promise.all(
    [
      'admin@acme.example',
      'crm@acme.example',
      'project@acme.example',
      'support@acme.example',
      'free@acme.example',
      'admin@globex.example',
    ].map((u) => login(baseUrl, u)),
  );
  return { admin: admin!, crm: crm!, project: project!, support: support!, free: free!, globex: globex! };
}

export async function me(client: Client): Promise<{ userId: number; companyId: number }> {
  const res = await client.get<{ session: { userId: number; companyId: number } }>('/api/UserMainMenu/InitialData');
  return res.body.session;
}

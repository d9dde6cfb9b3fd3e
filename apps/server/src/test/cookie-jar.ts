/** A browser's cookies for one site, and the headers it sends with them (the web app's XSRF echo). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  get hasXsrfToken(): boolean {
    return this.cookies.has('XSRF-TOKEN');
  }

  /** The cookie header, and on a write the XSRF-TOKEN echoed as x-xsrf-token unless `csrf` is false. */
  headersFor(method: string, { csrf = true }: { csrf?: boolean } = {}): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    // On a GET too when the jar has one: GET /api/v1/push-notification stores a device and asks for it.
    const token = this.cookies.get('XSRF-TOKEN');
    if (csrf && (method !== 'GET' || token)) headers['x-xsrf-token'] = token ?? '';
    return headers;
  }

  /** A Set-Cookie the server answered: kept, or forgotten when emptied or expired. */
  keep({ name, value, expires }: { name: string; value: string; expires?: Date | undefined }): void {
    const isExpired = value === '' || (expires !== undefined && expires.getTime() < Date.now());
    if (isExpired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

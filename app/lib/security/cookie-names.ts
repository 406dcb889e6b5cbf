// Over HTTPS our cookies carry the `__Host-` prefix: the browser
// then accepts them only with Secure, Path=/ and no Domain, so a sibling
// subdomain or a plain-http page cannot plant or overwrite them. Local http
// (127.0.0.1) keeps the plain name, since browsers refuse `__Host-` there.
export function hostOnlyCookieName(name: string, request: Request): string {
  return new URL(request.url).protocol === "https:" ? `__Host-${name.replace(/^_+/, "")}` : name;
}

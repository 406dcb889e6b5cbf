// The mailbox behind an address: many strings reach one person's inbox (`ada+1@`, `ada+2@`, and at Gmail
// `a.d.a@`), so a cap on emails to "an address" counts the mailbox, or `victim+N@` gets N emails.

/** Providers that ignore dots in the local part (`a.d.a@gmail.com` is `ada@gmail.com`), with their aliases. */
const DOTS_IGNORED: Readonly<Record<string, string>> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The address lowercased, without a `+tag` (every large provider delivers `name+tag@` to `name@`; where one
 * does not, two people share a cap, which only makes it stricter), and without dots where the provider
 * ignores them.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split("+")[0] || address.slice(0, at);
  const dotsIgnored = DOTS_IGNORED[domain];
  if (dotsIgnored) local = local.replace(/\./g, "") || local;
  return `${local}@${dotsIgnored ?? domain}`;
}

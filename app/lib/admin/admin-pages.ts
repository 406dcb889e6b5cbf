// Every admin page, grouped for the sidebar. The one list
// the sidebar, the breadcrumbs and the access tests read.
export type AdminPage = { path: string; title: string };
export type AdminPageGroup = { title: string; pages: AdminPage[] };

export const ADMIN_PAGE_GROUPS: AdminPageGroup[] = [
  {
    title: "Overview",
    pages: [
      { path: "/admin", title: "Dashboard" },
      { path: "/admin/analytics", title: "Analytics" },
      { path: "/admin/performance", title: "Performance" },
    ],
  },
  {
    title: "Shop",
    pages: [
      { path: "/admin/orders", title: "Orders" },
      { path: "/admin/studio", title: "Studio pieces" },
      { path: "/admin/studio/categories", title: "Studio categories" },
      { path: "/admin/homepage-images", title: "Homepage images" },
      { path: "/admin/badges", title: "Badges" },
      { path: "/admin/portfolio", title: "Lookbooks" },
      { path: "/admin/suppliers", title: "Suppliers" },
      { path: "/admin/restock-demand", title: "Restock demand" },
      { path: "/admin/reviews", title: "Reviews" },
      { path: "/admin/test-rompers", title: "Search inspector" },
    ],
  },
  {
    title: "Content",
    pages: [
      { path: "/admin/blog-posts", title: "Blog posts" },
      { path: "/admin/blog/new", title: "New blog post" },
      { path: "/admin/markdown-editor", title: "Markdown editor" },
      { path: "/admin/knowledge-base", title: "Knowledge base" },
      { path: "/admin/image-optimizer", title: "Image optimizer" },
      { path: "/admin/facebook-cover", title: "Facebook cover" },
      { path: "/admin/legal", title: "Privacy & terms" },
    ],
  },
  {
    title: "People",
    pages: [
      { path: "/admin/users", title: "Users" },
      { path: "/admin/newsletter", title: "Newsletter" },
      { path: "/admin/voice-messages", title: "Messages" },
      { path: "/admin/ux-testing", title: "UX testing" },
    ],
  },
  {
    title: "Security",
    pages: [
      { path: "/admin/security", title: "Security log" },
      { path: "/admin/rate-limits", title: "Rate limits" },
    ],
  },
  {
    title: "Operations",
    pages: [
      { path: "/admin/backup", title: "Backups" },
      { path: "/admin/backup/manual", title: "Back up now" },
      { path: "/admin/backup/schedule", title: "Backup schedule" },
      { path: "/admin/backup/config", title: "Backup settings" },
      { path: "/admin/backup/status", title: "Backup status" },
      { path: "/admin/restore-guide", title: "Restore guide" },
      { path: "/admin/tech-inventory", title: "Tech inventory" },
      { path: "/admin/config", title: "Configuration" },
    ],
  },
];

export const ADMIN_PAGES: AdminPage[] = ADMIN_PAGE_GROUPS.flatMap((group) => group.pages);

/** Pages reached from another page rather than the sidebar (the editor of one post). */
export const ADMIN_DYNAMIC_PAGES = [
  { pattern: /^\/admin\/blog\/[^/]+\/edit$/, title: "Edit blog post" },
  { pattern: /^\/admin\/studio\/new$/, title: "New studio piece" },
  { pattern: /^\/admin\/studio\/[^/]+$/, title: "Edit studio piece" },
];

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** Breadcrumbs for an admin path: Admin, then the page (a sub-page of backups gets Backups between). */
export function adminBreadcrumbs(pathname: string): AdminPage[] {
  const path = pathname.replace(/\/+$/, "") || "/admin";
  const crumbs: AdminPage[] = [{ path: "/admin", title: "Admin" }];
  if (path === "/admin") return crumbs;
  if (path.startsWith("/admin/backup/")) crumbs.push({ path: "/admin/backup", title: "Backups" });
  if (path.startsWith("/admin/blog/")) crumbs.push({ path: "/admin/blog-posts", title: "Blog posts" });
  if (path.startsWith("/admin/studio/")) crumbs.push({ path: "/admin/studio", title: "Studio pieces" });
  const page = ADMIN_PAGES.find((candidate) => candidate.path === path);
  const dynamic = ADMIN_DYNAMIC_PAGES.find((candidate) => candidate.pattern.test(path));
  if (page) crumbs.push(page);
  else if (dynamic) crumbs.push({ path, title: dynamic.title });
  return crumbs;
}

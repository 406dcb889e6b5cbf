import { AdminPage } from "./kit/AdminPage";

/** An admin page that is routed and guarded but has no screen yet: says so plainly. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <AdminPage title={title}>
      <p className="mt-6 rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">Not built yet.</p>
    </AdminPage>
  );
}

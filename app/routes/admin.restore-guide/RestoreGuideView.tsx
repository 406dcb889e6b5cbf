import type { ReactNode } from "react";
import { AdminPage } from "../../components/admin/kit/AdminPage";

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="mt-4">
      <h3 className="font-semibold text-ink-900">{title}</h3>
      <div className="text-ink-800 mt-1 space-y-2">{children}</div>
    </li>
  );
}

const Command = ({ children }: { children: string }) => (
  <pre className="overflow-x-auto rounded-xl bg-ink-900 p-3 text-sm text-sand-50">
    <code>{children}</code>
  </pre>
);

export function AdminRestoreGuidePage() {
  return (
    <AdminPage
      title="Restore guide"
      description="Two ways back from a mistake or an outage, what each one loses, and how to check the result."
    >
      <div className="mt-6 space-y-8">
        <section aria-labelledby="which" className="rounded-2xl bg-white/80 p-6 ring-1 ring-sand-200">
          <h2 id="which" className="text-2xl text-ink-900">
            Which one to use
          </h2>
          <ul className="text-ink-800 mt-2 list-disc space-y-1 pl-5">
            <li>
              <strong>This app&apos;s backups</strong> when the database still works but its data is wrong (a bad
              import, rows deleted by mistake): restores the tables in one backup, from this admin, in minutes.
            </li>
            <li>
              <strong>Turso point-in-time restore</strong> when the database itself is lost or damaged, or you need a
              moment between two backups: makes a new database as it was at any time within your plan&apos;s retention
              window.
            </li>
          </ul>
        </section>

        <section aria-labelledby="app-backups" className="rounded-2xl bg-white/80 p-6 ring-1 ring-sand-200">
          <h2 id="app-backups" className="text-2xl text-ink-900">
            From this app&apos;s backups
          </h2>
          <ol className="list-decimal pl-5">
            <Step title="1. Pick the backup">
              <p>
                Open{" "}
                <a href="/admin/backup" className="text-clay-700 underline">
                  Backups
                </a>{" "}
                and choose <em>Restore…</em> beside the backup taken just before the problem. The page checks the whole
                file first (checksum, row counts, schema version) and lists any problem; a backup with a problem cannot
                be restored.
              </p>
            </Step>
            <Step title="2. Confirm">
              <p>
                Type RESTORE and press <em>Restore this backup</em>. The app takes a fresh backup (shown as &quot;Before
                a restore&quot; in{" "}
                <a href="/admin/backup/status" className="text-clay-700 underline">
                  Backup status
                </a>
                ), then replaces the tables in one transaction: if anything fails, the database is left exactly as it
                was. The restore is recorded in the audit log.
              </p>
            </Step>
            <Step title="3. What it loses">
              <p>
                Every row written to the restored tables after the backup was taken (orders, sign-ups, messages). Tables
                the backup left out (see{" "}
                <a href="/admin/backup/config" className="text-clay-700 underline">
                  Backup settings
                </a>
                ) are not touched. The list of backup runs and the backup settings are never rewound.
              </p>
            </Step>
            <Step title="4. Check the result">
              <p>
                The confirmation shows the rows restored per table. Compare them with the backup&apos;s row counts in
                Backup status, open a few products and orders, and sign in as an admin. To undo the restore, restore the
                &quot;Before a restore&quot; backup the same way.
              </p>
            </Step>
            <Step title="A schema version mismatch">
              <p>
                A backup taken before a migration cannot be restored into the migrated database. Restore it into a Turso
                branch at the older schema (below), or apply the same migrations to a copy first.
              </p>
            </Step>
          </ol>
        </section>

        <section aria-labelledby="turso-pitr" className="rounded-2xl bg-white/80 p-6 ring-1 ring-sand-200">
          <h2 id="turso-pitr" className="text-2xl text-ink-900">
            Turso point-in-time restore (production database)
          </h2>
          <ol className="list-decimal pl-5">
            <Step title="1. Make a new database at the moment before the problem">
              <p>Times are UTC. The original database is left untouched, so you can compare the two.</p>
              <Command>{"turso db create boho-restored --from-db boho --timestamp 2026-11-23T09:55:00Z"}</Command>
            </Step>
            <Step title="2. Check it before switching">
              <Command>
                {'turso db shell boho-restored "select count(*) from orders; select max(created_at) from orders;"'}
              </Command>
              <p>The newest order should be just before the chosen time.</p>
            </Step>
            <Step title="3. Point the Worker at it">
              <Command>{`turso db show boho-restored --url
turso db tokens create boho-restored
npx wrangler secret put DATABASE_AUTH_TOKEN
# set DATABASE_URL in wrangler.toml [vars] to the new URL, then
npx wrangler deploy`}</Command>
            </Step>
            <Step title="4. What it loses">
              <p>
                Everything written to any table after the chosen time, across the whole database, including the backup
                runs and the audit log. Write down the orders placed since then (Shopify keeps them) before switching.
              </p>
            </Step>
            <Step title="5. Check the result">
              <p>
                Open{" "}
                <a href="/admin/tech-inventory" className="text-clay-700 underline">
                  Tech inventory
                </a>{" "}
                for the applied migrations and row counts, take a backup from{" "}
                <a href="/admin/backup/manual" className="text-clay-700 underline">
                  Back up now
                </a>
                , then browse a product and place a test order. Keep the old database until the new one has run for a
                day, then delete it with <code>turso db destroy</code>.
              </p>
            </Step>
          </ol>
        </section>
      </div>
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";

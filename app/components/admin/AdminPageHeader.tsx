// The admin kit's page header; this path stays for the pages not yet built from <AdminPage>.
export { AdminPageHeader } from "./kit/AdminPage";

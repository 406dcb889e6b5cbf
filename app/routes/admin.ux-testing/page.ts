/** The UX testing page: where its forms return to. */
export const PAGE = "/admin/ux-testing";

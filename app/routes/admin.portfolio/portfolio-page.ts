/** The lookbooks admin page: where its forms return to. */
export const PAGE = "/admin/portfolio";

import type { useLoaderData } from "@remix-run/react";
import type { loader } from "./route";

/** The security page's loader data as the view receives it (dates already strings). */
export type SecurityLogData = ReturnType<typeof useLoaderData<typeof loader>>;
export type SecurityLogFilters = SecurityLogData["filters"];

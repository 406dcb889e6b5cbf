import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { Icon, type IconName } from "../ui/Icon";
import { JsReplyField } from "../ui/JsReplyField";
import { DEFAULT_THEME, isTheme, THEME_LABELS, THEMES, type Theme } from "../../lib/theme/theme";

/** The theme the server rendered, or the one just chosen (the fetcher's form, before the reply). */
function useTheme(fetcherTheme: unknown): Theme {
  const root = useRouteLoaderData<{ theme?: Theme }>("root");
  if (isTheme(fetcherTheme)) return fetcherTheme;
  return root?.theme ?? DEFAULT_THEME;
}

/** Applied at once so the page changes on click; the loader's next render agrees. */
function applyTheme(theme: unknown) {
  if (isTheme(theme)) document.documentElement.dataset.theme = theme;
}

const NEXT: Record<Theme, Theme> = { system: "light", light: "dark", dark: "system" };

const THEME_ICONS = { light: "sun", dark: "moon", system: "monitor" } as const satisfies Record<Theme, IconName>;

function ThemeIcon({ theme }: { theme: Theme }) {
  return <Icon name={THEME_ICONS[theme]} className="h-5 w-5 stroke-[1.8]" />;
}

/**
 * The theme preference toggle. "compact" is the top bar's one button
 * (it moves to the next of system, light, dark); "full" is the account page's
 * three choices. Both are real forms posting to /theme, upgraded with a fetcher.
 */
export function ThemeToggle({ variant }: { variant: "compact" | "full" }) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const theme = useTheme(fetcher.formData?.get("theme"));
  const hidden = (
    <>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <JsReplyField />
    </>
  );
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    applyTheme(submitter?.value);
  };

  if (variant === "compact") {
    const next = NEXT[theme];
    return (
      <fetcher.Form method="post" action="/theme" onSubmit={onSubmit}>
        {hidden}
        <button
          type="submit"
          name="theme"
          value={next}
          title={`Theme: ${THEME_LABELS[theme]}`}
          aria-label={`Theme: ${THEME_LABELS[theme]}. Switch to ${THEME_LABELS[next].toLowerCase()}`}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-700 hover:bg-sand-100 hover:text-ink-900"
        >
          <ThemeIcon theme={theme} />
        </button>
      </fetcher.Form>
    );
  }

  return (
    <fetcher.Form method="post" action="/theme" onSubmit={onSubmit} className="mt-4">
      {hidden}
      <fieldset>
        <legend className="sr-only">Theme</legend>
        <div className="flex flex-wrap gap-2">
          {THEMES.map((option) => (
            <button
              key={option}
              type="submit"
              name="theme"
              value={option}
              aria-pressed={option === theme}
              className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium ${option === theme ? "border-clay-600 bg-clay-600 text-sand-50" : "border-sand-300 text-ink-900 hover:bg-sand-100"}`}
            >
              <ThemeIcon theme={option} />
              {THEME_LABELS[option]}
            </button>
          ))}
        </div>
      </fieldset>
      <p className="mt-2 text-sm text-ink-700">System follows your device's light or dark setting.</p>
    </fetcher.Form>
  );
}

import { useRevalidator } from "@remix-run/react";
import { Button } from "../ui/Button";
import { useEffect, useState } from "react";
import { readLocalFavorites, writeLocalFavorites, type LocalFavorite } from "../../lib/favorites/local-favorites";
import { JS_REPLY_FIELD, JS_REPLY_VALUE } from "../../lib/platform/reply";
import { showToast } from "../../hooks/toast-store";

/**
 * After sign-in: favorites saved on this device while signed out can be moved
 * to the account. JavaScript only (local storage exists only there).
 */
export function LocalFavoritesOffer() {
  const [pending, setPending] = useState<LocalFavorite[]>([]);
  const revalidator = useRevalidator();
  useEffect(() => setPending(readLocalFavorites()), []);
  if (pending.length === 0) return null;

  async function saveAll() {
    for (const item of pending) {
      const body = new FormData();
      for (const [name, value] of Object.entries({ ...item, intent: "add", [JS_REPLY_FIELD]: JS_REPLY_VALUE }))
        body.set(name, value);
      await fetch("/favorites", { method: "POST", body }).catch(() => null);
    }
    writeLocalFavorites([]);
    setPending([]);
    showToast({
      title: "Favorites saved",
      message: "The favorites from this device are now in your account.",
      tone: "success",
    });
    revalidator.revalidate();
  }

  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-mustard-400 bg-white p-4">
      <p className="flex-1 text-ink-700">
        You saved {pending.length} favorite{pending.length === 1 ? "" : "s"} on this device before signing in.
      </p>
      <Button type="button" onClick={saveAll}>
        Save them to my account
      </Button>
      <button
        type="button"
        onClick={() => {
          writeLocalFavorites([]);
          setPending([]);
        }}
        className="rounded-full px-4 py-2 text-sm font-medium text-ink-700 hover:bg-sand-100"
      >
        Dismiss
      </button>
    </div>
  );
}

// A signed-in shopper's one-shot toasts show on a listing too (issue 41, point 12): the Worker's check for the
// page kept for signed-in shoppers (decision 056) looks at the session's pending toast without taking it, so the
// listing it falls back to rendering shows it, and the next visit comes from the kept page without it.
import { expect, pageHydrated, test, toast } from "./fixtures";
import { AuthPage, STRONG_PASSWORD } from "./auth-page";
import { signInAsNewShopper } from "./signed-in";
import { uniqueEmail } from "../support/emails";

test("signing in from a listing says Welcome back! there, and a heart saved on it says Added to favorites", async ({
  page,
  baseURL,
}, testInfo) => {
  const listing = "/products?sort=newest";
  const email = uniqueEmail(`listing-toast-${testInfo.project.name}`);
  await signInAsNewShopper(page, baseURL!, email);
  // Signed out, then back in through the form from the listing, as a shopper returning to it would.
  const auth = new AuthPage(page);
  await auth.signOutButton().click();
  await expect(auth.status("You've been signed out successfully")).toBeVisible();
  await page.goto(`/auth?redirectTo=${encodeURIComponent(listing)}`);
  await auth.signIn(email, STRONG_PASSWORD);
  await expect(page).toHaveURL(listing);
  await expect(toast(page, "Welcome back!")).toBeVisible();
  await pageHydrated(page);

  const card = page.getByTestId("product-grid").getByRole("article").first();
  const title = (await card.getAttribute("aria-label"))!;
  await card.getByRole("button", { name: `Add ${title} to favorites` }).click();
  await expect(toast(page, "Added to favorites")).toBeVisible();
  await expect(card.getByRole("button", { name: `Remove ${title} from favorites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Shown once: the next visit is the kept page, the heart still filled, no toast.
  await page.goto(listing);
  await pageHydrated(page);
  await expect(
    page.getByTestId("product-grid").getByRole("button", { name: `Remove ${title} from favorites` }),
  ).toBeVisible();
  await expect(toast(page, "Added to favorites")).toHaveCount(0);
  await expect(toast(page, "Welcome back!")).toHaveCount(0);
});

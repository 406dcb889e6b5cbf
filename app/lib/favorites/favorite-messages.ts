// The favorites texts. Kept apart from the form schema so
// the heart on every card does not ship the schema library to the browser.
export const FAVORITE_MESSAGES = {
  signInRequired: "You need to be signed in to save favorites",
  duplicate: "This item is already in your favorites",
  addFailed: "Failed to add to favorites",
  removeFailed: "Failed to remove from favorites",
  offlineAdd: "Favorites will be synced when connection is restored",
  offlineChange: "Changes will be synced when connection is restored",
  added: "Added to favorites",
  removed: "Removed from favorites",
  // When the database cannot be reached.
  addUnavailable: "Unable to add to favorites",
  removeUnavailable: "Unable to remove from favorites",
  loadUnavailable: "Unable to load favorites",
  productNotFound: "Product not found",
  // Visitors who are not signed in keep favorites in the browser.
  savedOnDevice: "Saved on this device",
  removedFromDevice: "Removed from this device",
  deviceHint: "Sign in to keep your favorites in your account.",
  noLongerAvailable: "No longer available",
} as const;

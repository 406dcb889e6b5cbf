// The Facebook cover and the social card (admin > Facebook cover): sizes, the
// focal point as CSS percentages, and where a chosen card is served. Client-safe:
// the live preview uses the same geometry the server crops with.
export const FACEBOOK_COVER = { width: 820, height: 312 } as const;
/** The size of structured-data and Open Graph images. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

export const SOCIAL_CARD_URL_PREFIX = "/social-cards/";
export const SOCIAL_CARD_NAME = /^[0-9a-f-]{36}-1200x630\.jpg$/;
export const SOCIAL_CARD_SETTING = "seo.socialImage";

export type SocialImageSetting = {
  path: string;
  width: number;
  height: number;
  alt: string;
  sourcePath: string;
  focalX: number;
  focalY: number;
};

/** A focal point as percentages 0..100 (CSS object-position); anything else is the centre. */
export function parseFocal(value: FormDataEntryValue | string | null | undefined): number {
  const number = Number(typeof value === "string" ? value.trim() : NaN);
  return Number.isFinite(number) ? Math.max(0, Math.min(100, Math.round(number))) : 50;
}

/** "30% 70%" from an image's positioning, or the centre for keywords and empty. */
export function focalOfPositioning(positioning: string | null): { x: number; y: number } {
  const match = /^(\d{1,3})%\s+(\d{1,3})%$/.exec(positioning?.trim() ?? "");
  const keyword = (word: string | undefined) =>
    word === "left" || word === "top" ? 0 : word === "right" || word === "bottom" ? 100 : 50;
  if (match) return { x: parseFocal(match[1]), y: parseFocal(match[2]) };
  const words = (positioning ?? "").trim().toLowerCase().split(/\s+/);
  const x = words.find((word) => word === "left" || word === "right");
  const y = words.find((word) => word === "top" || word === "bottom");
  return { x: keyword(x), y: keyword(y) };
}

export function parseSocialImageSetting(value: unknown): SocialImageSetting | null {
  if (!value || typeof value !== "object") return null;
  const setting = value as Partial<SocialImageSetting>;
  if (
    typeof setting.path !== "string" ||
    !setting.path.startsWith(SOCIAL_CARD_URL_PREFIX) ||
    !SOCIAL_CARD_NAME.test(setting.path.slice(SOCIAL_CARD_URL_PREFIX.length))
  )
    return null;
  return {
    path: setting.path,
    width: SOCIAL_CARD.width,
    height: SOCIAL_CARD.height,
    alt: typeof setting.alt === "string" ? setting.alt : "",
    sourcePath: typeof setting.sourcePath === "string" ? setting.sourcePath : "",
    focalX: parseFocal(String(setting.focalX)),
    focalY: parseFocal(String(setting.focalY)),
  };
}

// Facts about the boutique that titles, cards and structured data share.
export const SITE_NAME = "Boho Boutique";
export const SITE_TAGLINE = "Curated bohemian-inspired clothing, home and lifestyle essentials";
export const SOCIAL_IMAGE = { path: "/images/social/boho-boutique-1200x630.png", width: 1200, height: 630 } as const;
export const LOGO_PATH = "/icons/icon-512.png";
export const THEME_COLOR = "#b3603a";

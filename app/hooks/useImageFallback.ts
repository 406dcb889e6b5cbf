// An image that fails to load retries the original file
// (no resizing), then the caller shows "Image unavailable". Shared by the
// listing cards and the product pages.
import { useEffect, useRef, useState } from "react";

export type ImageAttempt = "sized" | "original" | "failed";

export function useImageFallback() {
  const [attempt, setAttempt] = useState<ImageAttempt>("sized");
  const ref = useRef<HTMLImageElement>(null);
  const fail = () => setAttempt((current) => (current === "sized" ? "original" : "failed"));
  // A server-rendered image can fail before hydration attaches onError: check once mounted.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) fail();
  }, [attempt]);
  return { attempt, ref, onError: fail };
}

import { Badge, type BadgeTone } from "../../ui/Badge";
import { STUDIO_PIECE_STATUS_LABELS, type StudioPieceStatus } from "../../../lib/studio/studio-piece-status";

const TONES: Record<StudioPieceStatus, BadgeTone> = { active: "success", draft: "neutral", "sold-out": "warning" };

/** Active, Draft (off sale) or Sold out (on sale, none left). */
export function StudioStatusBadge({ status }: { status: StudioPieceStatus }) {
  return <Badge tone={TONES[status]}>{STUDIO_PIECE_STATUS_LABELS[status]}</Badge>;
}

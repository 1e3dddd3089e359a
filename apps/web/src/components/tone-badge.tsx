import { CircleCheck, CircleDashed, CircleSlash, Clock } from "lucide-react";

export type StatusTone = "warning" | "info" | "success" | "neutral";

// Bright theme colours are fills behind dark text, never text on white (DESIGN §10): the icon carries the colour.
const TONES: Record<StatusTone, { box: string; icon: string; Icon: typeof Clock }> = {
  warning: { box: "bg-warning/20", icon: "text-warning", Icon: Clock },
  info: { box: "bg-info/15", icon: "text-info", Icon: CircleDashed },
  success: { box: "bg-success/15", icon: "text-success", Icon: CircleCheck },
  neutral: { box: "bg-base-300", icon: "text-base-content/70", Icon: CircleSlash },
};

/** A state as colour, icon and text (DESIGN §10: status badges with colour and text). */
export function ToneBadge({ tone, children }: { tone: StatusTone; children: string }) {
  const { box, icon, Icon } = TONES[tone];
  return (
    <span
      className={`badge h-auto gap-1.5 border-0 py-1 font-medium whitespace-nowrap text-base-content ${box}`}
    >
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${icon}`} />
      {children}
    </span>
  );
}

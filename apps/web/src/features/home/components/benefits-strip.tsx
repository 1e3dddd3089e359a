import { BENEFITS } from "@xpart/shared/texts";
import { Heart, Headset, Truck } from "lucide-react";

const ICONS = [Truck, Headset, Heart] as const;

/** The three promises of spec §1 (free delivery over $140, 24/7 support, most loved brand). */
export function BenefitsStrip() {
  return (
    <section aria-label="Why X-Part" className="mx-auto max-w-7xl px-4">
      <ul className="grid gap-4 md:grid-cols-3">
        {BENEFITS.map((benefit, index) => {
          const Icon = ICONS[index] ?? Heart;
          return (
            <li key={benefit.title} className="flex items-center gap-4 rounded-box bg-base-200 p-5">
              <span className="grid size-12 shrink-0 place-items-center rounded-full bg-secondary text-secondary-content">
                <Icon aria-hidden="true" />
              </span>
              <div>
                <p className="font-bold">{benefit.title}</p>
                <p className="text-sm text-base-content/80">{benefit.detail}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

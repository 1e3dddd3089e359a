import type { ReactNode } from "react";

import { Thumbnail } from "#src/components/thumbnail";

interface OrderCardHeadingProps {
  img: string;
  /** The product's name: the card's heading, which its buttons name through `titleId`. */
  title: string;
  titleId: string;
  /** The customer's card shows a larger picture than the admin's denser one. */
  thumbnail: "large" | "small";
  /** The line under the name (the category, or the order's number and date). */
  children: ReactNode;
  /** What stands at the heading's end (the admin's state badge). */
  end?: ReactNode;
}

/** An order card's head, for the customer and the admin alike: the product's picture, its name and one line. */
export function OrderCardHeading({ img, title, titleId, thumbnail, children, end }: OrderCardHeadingProps) {
  const [size, sizeClass] = thumbnail === "large" ? [80, "size-20"] : [64, "size-16"];
  return (
    <div className="flex items-start gap-4">
      <Thumbnail src={img} size={size} className={`${sizeClass} shrink-0`} />
      <div className="min-w-0 grow">
        <h2 id={titleId} className="card-title text-lg leading-snug break-words">
          {title}
        </h2>
        {children}
      </div>
      {end}
    </div>
  );
}

import { options } from "preact";

/**
 * Effects run as soon as the render that scheduled them is done, as React runs those of a discrete event, not
 * after the next frame (Preact's default): a listener or timer an effect sets up is in place before any timer
 * the render started can fire, e.g. Stripe Elements' 'ready' (decision 0037). Imported first by the browser's
 * entry and the component tests.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

/** The images module's front door: what app.ts registers and what other modules may call. */
export { imagesRoutes as imagesModule, type ImagesRoutesOptions } from "./images.routes.js";
export { imageExists, imageUrl } from "./images.service.js";

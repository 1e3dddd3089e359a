/** The cart module's front door (issue 26): the cart, its checkout, 'Order again' and quick order. */
export { cartRoutes as cartModule } from "./cart.routes.js";
export { addLinesToCart, cartItemsOf, getCart } from "./cart.service.js";

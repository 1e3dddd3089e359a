/**
 * A stand-in for Stripe.js (https://js.stripe.com/…/stripe.js), served with page.route so the Stripe path of
 * the payment page runs offline. It has what @stripe/react-stripe-js 7 checks and calls: `elements()`,
 * `createToken`, `createPaymentMethod`, `confirmCardPayment`, `_registerWrapper`, `registerAppInfo`; and a
 * card element with mount/unmount/on/off/update/destroy that fires 'ready' once mounted.
 *
 * What the page did is kept in `window.__stripe`: the publishable key, the mounts, and each confirmation's
 * client secret and billing details. Set `window.__stripe.decline = true` to answer the next confirmation
 * with Stripe's card_declined error.
 */
export const STRIPE_STAND_IN = `
(() => {
  const record = { keys: [], mounts: 0, confirmations: [], decline: false };
  window.__stripe = record;
  function createCard() {
    const handlers = {};
    let node = null;
    const card = {
      mount(target) {
        node = typeof target === "string" ? document.querySelector(target) : target;
        const input = document.createElement("input");
        input.setAttribute("aria-label", "Card number (Stripe stand-in)");
        input.placeholder = "Card number  MM / YY  CVC";
        input.style.cssText = "width:100%;border:0;outline:0;background:transparent;font:inherit";
        node.appendChild(input);
        record.mounts += 1;
        setTimeout(() => (handlers.ready || []).forEach((cb) => cb({ elementType: "card" })), 0);
      },
      unmount() { if (node) node.replaceChildren(); },
      destroy() { card.unmount(); },
      update() {},
      focus() {},
      blur() {},
      clear() {},
      on(event, cb) { (handlers[event] = handlers[event] || []).push(cb); return card; },
      off(event, cb) { handlers[event] = (handlers[event] || []).filter((h) => h !== cb); return card; },
    };
    return card;
  }
  function Stripe(key) {
    record.keys.push(key);
    const created = {};
    return {
      elements() {
        return {
          create(type) { created[type] = createCard(); return created[type]; },
          getElement(type) {
            const name = typeof type === "string" ? type : type && type.__elementType;
            return created[name] || null;
          },
          update() {},
        };
      },
      async confirmCardPayment(clientSecret, data) {
        record.confirmations.push({
          clientSecret,
          billingDetails: data && data.payment_method && data.payment_method.billing_details,
          hasCard: !!(data && data.payment_method && data.payment_method.card),
        });
        if (record.decline) {
          record.decline = false;
          return { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } };
        }
        return { paymentIntent: { id: "pi_e2e", status: "succeeded", amount: 0, currency: "usd" } };
      },
      async createToken() { return {}; },
      async createPaymentMethod() { return {}; },
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
`;

/** The blog's five questions (spec §2, BLOG-01..03): each its own title, each answer about that title. */
interface BlogQuestion {
  title: string;
  /** Paragraphs of the answer. */
  answer: string[];
}

export const BLOG_QUESTIONS: BlogQuestion[] = [
  {
    title: "How to improve the performance of a React application?",
    answer: [
      "Measure first: the React DevTools Profiler shows which components render, how often and for how long, and the browser's performance panel shows what the main thread is busy with. Fix what the numbers point at, not what looks slow.",
      "Render less. Keep state as close as possible to the components that use it, so a change re-renders a small subtree instead of the whole page. Split large contexts, because every consumer re-renders when a context value changes. Wrap expensive pure components in React.memo, and keep the props they receive stable with useMemo and useCallback (or let the React Compiler do this for you).",
      "Do less per render: move expensive calculations out of render or memoise them, give list items stable keys, and virtualise long lists so only the visible rows exist in the DOM.",
      "Ship less: split the bundle by route with lazy() and Suspense, import only what you use, serve images at the size they are shown in a modern format with lazy loading, and build for production. Keep typing responsive during heavy updates with useTransition or useDeferredValue.",
    ],
  },
  {
    title: "What are the different ways to manage state in a React application?",
    answer: [
      "Local state: useState for simple values and useReducer when the next state depends on the previous one through several actions. This is the right default: state lives in the component that owns it.",
      "Lifted and shared state: when siblings need the same value, move it to their closest common parent and pass it down as props. When many distant components need it (the signed-in user, the theme), put it in a Context.",
      "Server state: data that belongs to the server (products, orders) is a cache, not app state. Libraries such as TanStack Query or SWR fetch it, cache it, refetch it and track loading and error states for you.",
      "Global client stores: Redux Toolkit, Zustand, Jotai or MobX suit large apps with much client-only state that many parts change. URL state (route parameters and the query string) suits filters and pages that should survive a reload or be shared as a link, and form libraries such as React Hook Form keep the state of forms.",
    ],
  },
  {
    title: "How does prototypical inheritance work?",
    answer: [
      "Every JavaScript object has a hidden link, [[Prototype]], to another object or to null. When you read a property, the engine looks at the object itself first; if the property is not there it follows the link to the prototype, then to that object's prototype, and so on up the prototype chain until it finds the property or reaches null and answers undefined.",
      "Objects therefore inherit by delegation: many objects can share one prototype holding their methods, while each keeps its own data. Object.create(proto) makes an object whose prototype is proto; a function called with new gives the new object the function's prototype property as its prototype; and class syntax with extends is a cleaner way to write the same chain.",
      "Writing a property always sets it on the object itself and shadows the prototype's property of the same name, without changing the prototype. Object.getPrototypeOf reads the link, and hasOwnProperty (or Object.hasOwn) tells an own property from an inherited one.",
    ],
  },
  {
    title: "Why should you never set state directly (products = [...]) instead of setProducts?",
    answer: [
      "const [products, setProducts] = useState([]) gives you a snapshot of the state for this render and a setter. Assigning products = [...] only changes a local variable: React is never told, so the component does not re-render and the screen keeps showing the old list. On the next render the variable is recreated from React's stored state, and your change is gone.",
      "Mutating the array in place (products.push(item)) is just as wrong: the array keeps the same identity, so React's comparison sees no change and may skip the update, while memoised children and effects that depend on products see stale or inconsistent data.",
      "setProducts([...products, item]), or setProducts(previous => [...previous, item]) when the new value depends on the old one, hands React a new array. React schedules a re-render, batches several updates together, and keeps every part of the UI consistent with the same state.",
    ],
  },
  {
    title: "What is a unit test and why should we write unit tests?",
    answer: [
      "A unit test checks one small piece of code, such as a function, a hook or a component, in isolation: it sets up an input, runs the unit and asserts on the result. Dependencies such as the network or the clock are replaced with fakes, so the test is fast and gives the same answer every time. In a JavaScript project they are typically written with Vitest or Jest, and with React Testing Library for components.",
      "We write them because they catch mistakes early, when they are cheapest to fix; they let us refactor with confidence, since a change that breaks behaviour fails a test at once; they document how the code is meant to be used, edge cases included; and they push us towards small, decoupled code that is easy to test. Run on every commit, they stop old bugs from coming back.",
    ],
  },
];

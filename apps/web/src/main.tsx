import "./index.css";

import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";

import { AppProviders } from "#src/app/providers";
import { router } from "#src/app/router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const root = createRoot(container);
// As a transition the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole tree: on a 4×-slowed phone CPU that halved the load's blocking time (issue 13).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);

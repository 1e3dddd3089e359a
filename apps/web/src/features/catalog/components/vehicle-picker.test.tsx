import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FITMENT_TEXTS } from "@xpart/shared/parts";
import type { Vehicle } from "@xpart/shared/schemas";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { chooseVehicle, readVehicleMemory } from "#src/lib/vehicle-memory";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

import { VehiclePicker } from "./vehicle-picker";

// A visitor: 'My vehicles' then comes from this browser's memory.
vi.mock("#src/lib/auth/auth-context", () => ({ useAuth: () => ({ user: null }) }));

const HILUX: Vehicle = { id: 7, year: 2015, make: "Toyota", model: "Hilux", engine: "2.8 D" };

function answerChooser(asked: string[]) {
  server.use(
    http.get("*/api/vehicles/years", () => HttpResponse.json([2016, 2015])),
    http.get("*/api/vehicles/7", () => HttpResponse.json(HILUX)),
    http.get("*/api/vehicles/makes", ({ request }) => {
      asked.push(`makes ${new URL(request.url).search}`);
      return HttpResponse.json(["Ford", "Toyota"]);
    }),
    http.get("*/api/vehicles/models", ({ request }) => {
      asked.push(`models ${new URL(request.url).search}`);
      return HttpResponse.json(["Hilux", "Land Cruiser"]);
    }),
    http.get("*/api/vehicles", ({ request }) => {
      asked.push(`vehicles ${new URL(request.url).search}`);
      return HttpResponse.json([{ ...HILUX, id: 6, engine: "2.4 D" }, HILUX]);
    }),
  );
}

describe("VehiclePicker (issue 25)", () => {
  it("steps year → make → model → engine, asking for each list once the step before is chosen", async () => {
    const asked: string[] = [];
    answerChooser(asked);
    const setVehicle = vi.fn();
    renderWithProviders(
      <VehiclePicker
        vehicleId={null}

        setVehicle={setVehicle}
        fitsOnly={false}
        onFitsOnlyChange={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    const submit = screen.getByRole("button", { name: FITMENT_TEXTS.useVehicle });
    expect(submit).toBeDisabled();
    expect(screen.getByLabelText(FITMENT_TEXTS.make)).toBeDisabled();
    expect(asked).toEqual([]);

    await user.selectOptions(
      screen.getByLabelText(FITMENT_TEXTS.year),
      await screen.findByRole("option", { name: "2015" }),
    );
    await user.selectOptions(
      screen.getByLabelText(FITMENT_TEXTS.make),
      await screen.findByRole("option", { name: "Toyota" }),
    );
    await user.selectOptions(
      screen.getByLabelText(FITMENT_TEXTS.model),
      await screen.findByRole("option", { name: "Hilux" }),
    );
    await user.selectOptions(
      screen.getByLabelText(FITMENT_TEXTS.engine),
      await screen.findByRole("option", { name: "2.8 D" }),
    );
    expect(asked).toEqual([
      "makes ?year=2015",
      "models ?year=2015&make=Toyota",
      "vehicles ?year=2015&make=Toyota&model=Hilux",
    ]);
    await user.click(submit);
    expect(setVehicle).toHaveBeenLastCalledWith(HILUX.id);
    expect(readVehicleMemory().current).toEqual(HILUX);
  });

  it("changing the year starts the later steps again", async () => {
    answerChooser([]);
    renderWithProviders(
      <VehiclePicker
        vehicleId={null}

        setVehicle={vi.fn()}
        fitsOnly={false}
        onFitsOnlyChange={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByLabelText(FITMENT_TEXTS.year),
      await screen.findByRole("option", { name: "2015" }),
    );
    await user.selectOptions(
      screen.getByLabelText(FITMENT_TEXTS.make),
      await screen.findByRole("option", { name: "Toyota" }),
    );
    await user.selectOptions(screen.getByLabelText(FITMENT_TEXTS.year), "2016");
    expect(screen.getByLabelText(FITMENT_TEXTS.make)).toHaveValue("");
    expect(screen.getByLabelText(FITMENT_TEXTS.model)).toBeDisabled();
  });

  it("a visitor's 'My vehicles' comes from this browser; a cleared choice stays cleared", async () => {
    answerChooser([]);
    chooseVehicle(HILUX);
    chooseVehicle(null);
    const setVehicle = vi.fn();
    renderWithProviders(
      <VehiclePicker
        vehicleId={null}

        setVehicle={setVehicle}
        fitsOnly={false}
        onFitsOnlyChange={vi.fn()}
      />,
    );
    expect(setVehicle).not.toHaveBeenCalled();
    const mine = screen.getByRole("list", { name: FITMENT_TEXTS.myVehicles });
    await userEvent.setup().click(within(mine).getByRole("button", { name: "2015 Toyota Hilux 2.8 D" }));
    expect(setVehicle).toHaveBeenCalledWith(HILUX.id);
    expect(readVehicleMemory().current).toEqual(HILUX);
    await userEvent.setup().click(within(mine).getByRole("button", { name: /^Remove 2015 Toyota Hilux/ }));
    await waitFor(() =>
      expect(screen.queryByRole("list", { name: FITMENT_TEXTS.myVehicles })).not.toBeInTheDocument(),
    );
  });

  it("the shop opened with no vehicle in the address brings back the one this browser shops for", async () => {
    answerChooser([]);
    chooseVehicle(HILUX);
    const setVehicle = vi.fn();
    renderWithProviders(
      <VehiclePicker
        vehicleId={null}

        setVehicle={setVehicle}
        fitsOnly={false}
        onFitsOnlyChange={vi.fn()}
      />,
    );
    await waitFor(() => expect(setVehicle).toHaveBeenCalledWith(HILUX.id));
    chooseVehicle(null);
  });

  it("with a vehicle chosen: names it, offers 'only parts that fit' and clearing it", async () => {
    answerChooser([]);
    const setVehicle = vi.fn();
    const onFitsOnlyChange = vi.fn();
    renderWithProviders(
      <VehiclePicker
        vehicleId={HILUX.id}
        setVehicle={setVehicle}
        fitsOnly={false}
        onFitsOnlyChange={onFitsOnlyChange}
      />,
    );
    const user = userEvent.setup();
    // The address names the vehicle by id; the picker reads it and names it.
    expect(await screen.findByRole("region", { name: "2015 Toyota Hilux 2.8 D" })).toBeInTheDocument();
    await user.click(screen.getByLabelText(FITMENT_TEXTS.fitsOnly));
    expect(onFitsOnlyChange).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole("button", { name: FITMENT_TEXTS.clearVehicle }));
    await waitFor(() => expect(setVehicle).toHaveBeenLastCalledWith(null));
    expect(readVehicleMemory().current).toBeNull();
  });
});

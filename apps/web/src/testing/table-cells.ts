import { within } from "@testing-library/react";

/** A table's body rows as the text of their cells (the header row left out), to compare with the expected rows. */
export function bodyRowCells(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
}

/** A table's column headers' texts. */
export function columnHeads(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole("columnheader")
    .map((th) => th.textContent);
}

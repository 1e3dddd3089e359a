import type { FitmentApplication } from "@xpart/shared/schemas";

export interface FitmentGroup {
  /** 'Toyota Hilux'. */
  title: string;
  applications: FitmentApplication[];
}

/** A product's applications by make and model, in the server's order (make, model, then years). */
export function groupFitment(applications: readonly FitmentApplication[]): FitmentGroup[] {
  const groups = new Map<string, FitmentGroup>();
  for (const application of applications) {
    const title = `${application.make} ${application.model}`;
    const group = groups.get(title) ?? { title, applications: [] };
    group.applications.push(application);
    groups.set(title, group);
  }
  return [...groups.values()];
}

/** '2012–2018' or '2015'. */
export function yearsText({ yearFrom, yearTo }: Pick<FitmentApplication, "yearFrom" | "yearTo">): string {
  return yearFrom === yearTo ? String(yearFrom) : `${yearFrom}–${yearTo}`;
}

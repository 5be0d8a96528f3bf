/** The playground's query string: how "Try it" links (built) and shared runs (browser) carry an operation. */

export interface PlaygroundRun {
  query: string;
  variables: string;
}

/** Returns `?query=…&variables=…` that opens the playground with this operation. */
export function playgroundSearch(run: PlaygroundRun): string {
  return `?${new URLSearchParams(run.variables ? { query: run.query, variables: run.variables } : { query: run.query })}`;
}

/** Returns the run a query string carries, if any. */
export function readPlaygroundSearch(search: string): PlaygroundRun | undefined {
  const params = new URLSearchParams(search);
  const query = params.get("query");
  return query ? { query, variables: params.get("variables") ?? "" } : undefined;
}

import { useEffect, useState, type KeyboardEvent } from "react";
import { readHistory } from "../../src/shared/playground-history.ts";
import { readPlaygroundSearch, type PlaygroundRun } from "../../src/shared/playground-url.ts";

/** What the reader left in the playground's form: the operation and variables, the field and selection that had the focus, and whether Run was asked for. */
export interface PlaygroundFormState {
  run: PlaygroundRun;
  focus?: { field: "query" | "variables"; from: number; to: number };
  runNow: boolean;
}

/**
 * The playground as the build renders it: the operation and its variables in labelled text areas, a Run button and
 * the result's place. Readers use it while the editor is not loaded; their first interaction with it loads the editor
 * (page-part.tsx), which takes over what they typed (`readPlaygroundForm`). It opens with the query string's
 * operation, else the last run, else the build's (config.yaml's `reference.playground`).
 */
export function PlaygroundForm({ first }: { first: PlaygroundRun }) {
  const [run, setRun] = useState(first);
  const [runNow, setRunNow] = useState(false);
  useEffect(() => {
    // After hydration, so the first render matches the HTML.
    setRun(readPlaygroundSearch(location.search) ?? readHistory()[0] ?? first);
    // `first` is the build's operation: it does not change while the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) setRunNow(true);
  };
  return (
    <div className="playground-app" data-run-now={runNow ? "" : undefined}>
      <div className="playground-editors">
        <label className="playground-label" htmlFor="playground-query">
          Operation
        </label>
        <textarea
          id="playground-query"
          name="query"
          className="playground-text"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          value={run.query}
          onChange={(event) => setRun({ ...run, query: event.target.value })}
          onKeyDown={onKeyDown}
        />
        <label className="playground-label" htmlFor="playground-variables">
          Variables (JSON)
        </label>
        <textarea
          id="playground-variables"
          name="variables"
          className="playground-text"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          value={run.variables}
          onChange={(event) => setRun({ ...run, variables: event.target.value })}
          onKeyDown={onKeyDown}
        />
        <p>
          <button type="button" className="playground-run" onClick={() => setRunNow(true)}>
            Run
          </button>{" "}
          <kbd>Ctrl</kbd>+<kbd>Enter</kbd>
        </p>
      </div>
      <div className="playground-output">
        <p className="playground-label">Result (mocked data)</p>
        <pre className="playground-result" aria-live="polite">
          {runNow ? "Running…" : "Run the operation to see its result."}
        </pre>
      </div>
    </div>
  );
}

/** Returns what the reader left in the playground's form rendered in `element`. */
export function readPlaygroundForm(element: HTMLElement): PlaygroundFormState {
  const field = (name: "query" | "variables") => element.querySelector<HTMLTextAreaElement>(`textarea[name="${name}"]`)!;
  const focused = (["query", "variables"] as const).find((name) => field(name) === document.activeElement);
  return {
    run: { query: field("query").value, variables: field("variables").value },
    focus: focused ? { field: focused, from: field(focused).selectionStart, to: field(focused).selectionEnd } : undefined,
    runNow: element.querySelector("[data-run-now]") !== null,
  };
}

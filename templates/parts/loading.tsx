/** The loading screen of a page part (a spinner with a 3 s cycle), and the error screen with its Retry button. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <div className="loading-screen loading-error" role="alert">
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

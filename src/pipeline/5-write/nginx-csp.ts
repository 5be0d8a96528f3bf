import { InternalError } from "../../report/index.ts";
import { cspHeader } from "../../shared/index.ts";
import type { CspSources } from "../4-render/index.ts";
import type { OutputFile } from "./bundle-client.ts";

/** The file deploy/nginx.conf includes for the Content-Security-Policy, relative to the build folder. */
export const NGINX_CSP_PATH = "nginx-csp.conf";

/** Returns `nginx-csp.conf`: the `add_header` line with the same Content-Security-Policy `npm run serve` sends. */
export function nginxCspFile(sources: CspSources): OutputFile {
  const header = cspHeader(sources);
  if (header.includes('"')) throw new InternalError(`a CSP source contains a double quote: ${header}`);
  return {
    path: NGINX_CSP_PATH,
    contents: `# Written by the build (src/pipeline/5-write/nginx-csp.ts); included by deploy/nginx.conf in every location that serves HTML.\nadd_header Content-Security-Policy "${header}" always;\n`,
  };
}

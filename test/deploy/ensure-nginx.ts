import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const NGINX = "/usr/sbin/nginx";
/** Debian's libnginx-mod-http-brotli-static: deploy/nginx.conf sends the build's `.br` files with it. */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Installs Debian's nginx and its brotli_static module when missing and we are root; otherwise stops with a one-line instruction. */
export function ensureNginx(): void {
  if (existsSync(NGINX) && existsSync(BROTLI_STATIC_MODULE)) return;
  if (process.getuid?.() !== 0) {
    console.error("The deploy tests need Debian's nginx: run `sudo apt-get install -y nginx libnginx-mod-http-brotli-static`, then `npm test` again.");
    process.exit(1);
  }
  console.log("Installing Debian's nginx for the deploy tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static", { stdio: "inherit" });
}

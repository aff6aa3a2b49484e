import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const api = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { "/auth": api, "/v1": api, "/health": api, "/openapi.json": api, "/docs": api },
  },
  build: { outDir: "dist", emptyOutDir: true, manifest: true, assetsDir: "assets" },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test-setup.ts"],
  },
});

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Whether the app runs on the in-browser mocks (vite.config.ts `mocksOn`): a constant in every module. */
  readonly MOCKS_ON: boolean;
}

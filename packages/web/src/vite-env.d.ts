/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FOUNDATION_URL?: string;
  readonly VITE_FOUNDATION_NAME?: string;
}

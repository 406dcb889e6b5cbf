// `npm run lint`: the code's own rules (import layering is .dependency-cruiser.cjs, unused code knip.json,
// layout Prettier). Recommended sets of ESLint, typescript-eslint, React hooks and jsx-a11y; every rule
// turned off or down below says why. Warnings fail the run too (--max-warnings 0).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const RELATIVE_IMPORTS =
  "app/ imports app/ by a relative path, not the ~ alias (decision 046; scripts/rewrite-imports.ts --relative rewrites them).";

// Decision 015: parallel work waits for every sibling before failing. Promise.all rejects at the first failure
// while the others still run, so a loader that throws then (a 404) answers with its own calls in flight.
const APP_SYNTAX_RULES = [
  {
    selector: "MemberExpression[object.name='Promise'][property.name='all']",
    message:
      "Use awaitAll (app/lib/platform/await-all.ts), which waits for every promise before failing, or Promise.allSettled (decision 015).",
  },
  // The import style below, for what no-restricted-imports does not read: import() and import() types.
  { selector: "ImportExpression > Literal[value=/^~\\//]", message: RELATIVE_IMPORTS },
  { selector: "TSImportType Literal[value=/^~\\//]", message: RELATIVE_IMPORTS },
];

// Issue 40: what leans on the framework's internals lives in app/lib/framework-internals (its README says why).
const FRAMEWORK_INTERNALS =
  "Framework internals are touched only in app/lib/framework-internals/ (its README.md says what each piece does and how to remove it).";
const FRAMEWORK_INTERNALS_RULES = [
  { selector: "Identifier[name=/^__remix/]", message: FRAMEWORK_INTERNALS },
  { selector: "Literal[value=/__remix/]", message: FRAMEWORK_INTERNALS },
  { selector: "TemplateElement[value.raw=/__remix/]", message: FRAMEWORK_INTERNALS },
  // RemixBrowser is a component: called as a function it runs outside React (page-data-read.ts).
  { selector: "CallExpression[callee.name='RemixBrowser']", message: FRAMEWORK_INTERNALS },
];

const [, a11yInteractionOptions] =
  jsxA11y.flatConfigs.recommended.rules["jsx-a11y/no-noninteractive-element-interactions"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      "public/",
      ".cache/",
      ".wrangler/",
      ".mf/",
      ".data/",
      "test-results/",
      "playwright-report/",
      "tests/bench/results/",
      "db/migrations/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A name starting with "_" is unused on purpose (a loader's `_request`, a skipped tuple slot).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // Input sanitisers match control characters on purpose (safe redirects, form text, listing params).
      "no-control-regex": "off",
      // The Worker imports the server build, which exists only after the build: @ts-expect-error would
      // itself fail once it exists, so a described @ts-ignore is allowed.
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description" }],
    },
  },
  {
    // Tests read parsed JSON (JSON-LD, audit details, protocol answers) field by field.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Browser tests (decision 058): every spec takes `test` from fixtures.ts (the per-worker stack, the console
    // trap), and none waits a fixed time: it waits for the thing itself (a response, a toast, `pageHydrated`,
    // `animationsSettled`).
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/fixtures.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message:
                "Import test and expect from ./fixtures: it gives each worker its stack and traps console errors.",
            },
            {
              name: "@axe-core/playwright",
              message: "Use axeOn or axeViolations from ./fixtures: they scan in legacy mode, 2-2.5 times faster.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            "Wait for the thing itself (a response, a toast, pageHydrated, animationsSettled), not a fixed time.",
        },
        {
          selector: "MemberExpression[object.property.name='use'][property.name='baseURL']",
          message:
            "Use the baseURL fixture (or currentE2EStack().url): each worker has its own stack, the project has no URL.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, "react-hooks": reactHooks },
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The rules of hooks, both as errors: a missing dependency is a stale value, a bug. The plugin's
      // other recommended rules are the React Compiler's diagnostics; this app (React 18) does not use
      // the compiler, they took two thirds of the lint time, and set-state-in-effect flags the
      // hydration-safe pattern of reading browser-only state (localStorage) after the first render.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // A scrollable table's wrapper is a labelled region in the tab order so keyboard users can
      // scroll it (axe's scrollable-region-focusable asks for exactly that).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
      // The mobile menu is a <details> that keeps Tab inside it and closes on Escape, as a dialog does.
      "jsx-a11y/no-noninteractive-element-interactions": [
        "error",
        { ...a11yInteractionOptions, details: ["onKeyDown"] },
      ],
      // The only media are voice messages a visitor records (played back to them, and to the admin):
      // nobody has captions to give for those.
      "jsx-a11y/media-has-caption": "off",
      "no-restricted-syntax": ["error", ...APP_SYNTAX_RULES, ...FRAMEWORK_INTERNALS_RULES],
      // Decision 046: one import style in app/, relative paths. The `~` alias does not resolve where vite.config.ts
      // loads the Worker's context at build time, so the modules it reaches were relative already; now all are.
      "no-restricted-imports": ["error", { patterns: [{ group: ["~/*"], message: RELATIVE_IMPORTS }] }],
    },
  },
  {
    files: ["workers/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", ...FRAMEWORK_INTERNALS_RULES] },
  },
  {
    files: ["app/lib/framework-internals/**"],
    rules: { "no-restricted-syntax": ["error", ...APP_SYNTAX_RULES] },
  },
  {
    files: ["workers/service-worker.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);

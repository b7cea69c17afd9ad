// Lint rules for the whole repository: typescript-eslint's type-aware recommended set, and the layers of docs/architecture.md.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

const LAYERS_DOC = "see docs/architecture.md";

/** Our folders under src/ that a layer must not import, matched in relative specifiers ("../store/orders.js"). */
function folders(...names) {
  return names.map((name) => ({
    regex: `(^|/)${name}/`,
    message: `${name}/ is not below this layer: ${LAYERS_DOC}.`,
  }));
}

/** npm packages (and their subpaths) that a layer must not import. */
function packages(...names) {
  return names.map((name) => ({
    regex: `^${name}(/|$)`,
    message: `${name} belongs to another layer: ${LAYERS_DOC}.`,
  }));
}

// Only store/ knows which database it is: it alone imports the engines' dialects, ours and Kysely's.
const DIALECT_MODULES = {
  regex: "(^|/)store/(sqlite|postgres|dialect)(\\.js|\\.ts)?$",
  message: `only src/store/ imports the database dialects; use store/database.ts: ${LAYERS_DOC}.`,
};
const KYSELY_DIALECTS = {
  name: "kysely",
  importNames: ["PostgresAdapter", "SqliteAdapter", "PostgresDialect", "SqliteDialect"],
  message: `only src/store/ imports the database dialects: ${LAYERS_DOC}.`,
};

// libvips' settings (operation cache, threads) belong to the whole process: they are made once, in src/render/sharp.ts,
// and the service's modules take sharp from there, so no module can load sharp with the defaults.
const SHARP_MODULE = "src/render/sharp.ts";
const SHARP_DIRECT = {
  regex: "^sharp$",
  message: `import sharp from ${SHARP_MODULE}, where its process-wide cache and thread settings are made once (docs/performance.md#memory).`,
};

/**
 * One restriction per file: a later config object replaces an earlier one's options, so each lists the dialect rule
 * too, and each one for src/ the sharp rule.
 */
function restrict(files, patterns = []) {
  const service = files.every((glob) => glob.startsWith("src/"));
  return {
    files,
    ...(service ? { ignores: [SHARP_MODULE] } : {}),
    rules: { "no-restricted-imports": ["error", { paths: [KYSELY_DIALECTS], patterns: [DIALECT_MODULES, ...(service ? [SHARP_DIRECT] : []), ...patterns] }] },
  };
}

const LAYERS = [
  restrict(["bench/**/*.ts", "test/**/*.ts"]),
  restrict(["src/**/*.ts"]),
  // The store's own tests reach into its engines.
  { files: ["src/store/**/*.ts", "test/store/**/*.ts"], rules: { "no-restricted-imports": "off" } },
  restrict(["src/domain/**/*.ts"], [...folders("store", "http", "services", "tasks", "jobs", "schemas"), ...packages("kysely", "fastify", "pg", "better-sqlite3")]),
  restrict(["src/http/routes/**/*.ts"], [...folders("store"), ...packages("kysely")]),
  restrict(["src/services/**/*.ts"], folders("http", "tasks")),
  {
    files: ["src/store/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: folders("services", "http", "tasks", "jobs") }] },
  },
  restrict(["src/jobs/**/*.ts"], folders("services", "http", "tasks")),
  // The console runs in the browser and talks to the service over HTTP only: it may read the service's schemas
  // (types), pure domain lists and pure domain helpers (money formatting), nothing that runs on the server.
  restrict(
    ["console/**/*.ts", "console/**/*.tsx"],
    [...folders("store", "services", "http", "tasks", "jobs", "files", "render", "webhooks", "net", "cli"), ...packages("node:.*", "fastify", "kysely", "pg", "better-sqlite3", "sharp")],
  ),
  restrict(["src/webhooks/**/*.ts", "src/files/**/*.ts"], folders("services", "store", "http", "tasks", "jobs")),
  // files/ takes libvips from render/sharp.ts, so render/ taking anything from files/ would tie the two in a circle.
  restrict(["src/render/**/*.ts"], folders("services", "store", "http", "tasks", "jobs", "files")),
];

export default tseslint.config(
  { ignores: ["dist/**", "packages/*/dist/**", "node_modules/**", "data/**", "coverage/**", "bench/results/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    // Tests read response bodies as parsed JSON, typed `any` on purpose (an assertion is the check of its shape):
    // the no-unsafe-* rules would flag every read of one.
    files: ["test/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  // The config files themselves are linted without type information (this one is not in a TypeScript project).
  { files: ["**/*.js", "**/*.mjs"], ...tseslint.configs.disableTypeChecked },
  ...LAYERS,
);

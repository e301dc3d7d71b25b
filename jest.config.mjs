import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// One project in Node; component tests opt into jsdom with a `@jest-environment jsdom` docblock.
// (next/jest puts its SWC transform at the top level, which `projects` would not inherit.)
/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  testTimeout: 30_000,
  testMatch: ["<rootDir>/tests/api/**/*.test.ts", "<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // The marker package throws outside React's server layer; in tests every module is server-side.
    "^server-only$": "<rootDir>/node_modules/server-only/empty.js",
  },
};

export default createJestConfig(config);

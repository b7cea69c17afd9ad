#!/usr/bin/env node
// Entry of the operator CLI `pod-orders`: runs one command and turns any failure into plain lines on stderr and exit code 1.
import { buildProgram } from "./program.js";
import { report } from "./report.js";

try {
  await buildProgram().parseAsync(process.argv);
} catch (error) {
  process.exitCode = report(error);
}

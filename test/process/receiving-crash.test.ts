// Receiving as a real process killed mid-work, on SQLite (the scenario: test/helpers/receiving-crash.ts).
import { receivingCrashSuite } from "../helpers/receiving-crash.js";

receivingCrashSuite("SQLite");

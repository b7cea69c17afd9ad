// Receiving as a real process killed mid-work, on PostgreSQL (the scenario: test/helpers/receiving-crash.ts).
import { receivingCrashSuite } from "../helpers/receiving-crash.js";

receivingCrashSuite("PostgreSQL");

// Runs the members tests/worker/groups.ts lists under this file's name, in one workerd and one storage.
import { runGroup } from '../group-runner';

runGroup(import.meta.url);

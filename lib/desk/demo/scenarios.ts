import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseScenario, ScenarioError, type Scenario } from './scenario-schema';

/** The shipped scenarios' folder (scenarios/ at the repo root, beside package.json). */
export const scenariosDir = () => path.join(process.cwd(), 'scenarios');

const NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

export interface ScenarioListing {
  name: string;
  title: string;
  description: string;
  steps: number;
  /** Set when the file is refused: the file and the field, in words. */
  problem?: string;
}

/** One scenario by its file name without `.json`; a refused file throws ScenarioError naming the field. */
export async function loadScenario(name: string, dir = scenariosDir()): Promise<Scenario> {
  if (!NAME.test(name)) throw new ScenarioError(`"${name}" is not a scenario name`);
  let text: string;
  try {
    // The folder is read at run time, not traced into the build.
    text = await readFile(/*turbopackIgnore: true*/ path.join(dir, `${name}.json`), 'utf8');
  } catch {
    throw new ScenarioError(`There is no scenario "${name}" in scenarios/`);
  }
  return parseScenario(`scenarios/${name}.json`, text);
}

/** Every scenario file, for the picker; a refused one is listed with its problem, not hidden. */
export async function listScenarios(dir = scenariosDir()): Promise<ScenarioListing[]> {
  const files = (await readdir(/*turbopackIgnore: true*/ dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.json'))
    .sort();
  return Promise.all(
    files
      .map((file) => file.slice(0, -'.json'.length))
      .filter((name) => NAME.test(name))
      .map(async (name) => {
        try {
          const scenario = await loadScenario(name, dir);
          return { name, title: scenario.title, description: scenario.description, steps: scenario.steps.length };
        } catch (error) {
          return { name, title: name, description: '', steps: 0, problem: (error as Error).message };
        }
      }),
  );
}

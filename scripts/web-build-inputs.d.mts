export function webWorkspaceDeps(root: string): string[];
export function webBuildInputs(root: string): string[];
export function webBuildIsStale(root: string): boolean;

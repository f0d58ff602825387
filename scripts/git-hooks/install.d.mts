export declare function installHooks(packageRoot: string): string

export declare const MAX_SUBJECT_LENGTH: number
export declare function subjectOf(message: string): string
export declare function commitMessageProblem(message: string): string | undefined

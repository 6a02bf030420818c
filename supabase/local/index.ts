/** Placeholder entry of the embedded local backend (issue 3). */
export {}

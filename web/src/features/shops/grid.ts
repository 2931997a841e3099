// Shop grids are padded with placeholder tiles to a multiple of 6 (spec part 1 section 2).
export const GRID_MULTIPLE = 6;

/** How many placeholder tiles follow `count` shops: 0 for 0 or a multiple of 6. */
export const placeholderCount = (count: number, multiple = GRID_MULTIPLE) => (multiple - (count % multiple)) % multiple;

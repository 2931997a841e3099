// The success envelope of every JSON answer (DESIGN.md section 3): { success: true, message?, data }.
export const ok = <T>(data: T, message?: string) => ({ success: true as const, ...(message ? { message } : {}), data });

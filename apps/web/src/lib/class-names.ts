/** Joins the truthy class names; enough for conditional Tailwind classes without a dependency. */
export function cx(...parts: ReadonlyArray<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}

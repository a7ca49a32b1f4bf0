/** One line of `libportal check`. */
export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

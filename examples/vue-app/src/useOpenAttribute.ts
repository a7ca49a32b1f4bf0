import { onBeforeUnmount, onMounted, type Ref } from 'vue';

/**
 * Keeps `open` in step with an element that clears its own `open` attribute when it closes
 * (`<lp-login-dialog>` on Escape, the close button, the backdrop or after a login). It fires
 * no event for that, so a MutationObserver tells Vue; otherwise Vue's state would stay
 * `true` and binding `true` again could never reopen the dialog.
 */
export function useOpenAttribute(element: Ref<HTMLElement | null>, open: Ref<boolean>): void {
  const observer = new MutationObserver(() => {
    open.value = element.value?.hasAttribute('open') ?? false;
  });
  onMounted(() => {
    if (element.value) observer.observe(element.value, { attributeFilter: ['open'] });
  });
  onBeforeUnmount(() => observer.disconnect());
}

import { SELF_LABELLED_WIDGETS } from '../steps/widgets/widget-registry';

type Translate = (key: string) => string;

/** Turns the compiled uiSchema's translation keys into text; self-labelled widgets hide rjsf's label. */
export function translateUiSchema(uiSchema: Record<string, unknown>, t: Translate): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(uiSchema).map(([name, entry]) => {
      if (name.startsWith('ui:') || typeof entry !== 'object' || entry === null) return [name, entry];
      const ui = { ...(entry as Record<string, unknown>) };
      if (typeof ui['ui:title'] === 'string') ui['ui:title'] = t(ui['ui:title']);
      if (typeof ui['ui:description'] === 'string') ui['ui:description'] = t(ui['ui:description']);
      if (SELF_LABELLED_WIDGETS.has(String(ui['ui:widget']))) ui['ui:options'] = { ...(ui['ui:options'] as object), label: false };
      return [name, ui];
    }),
  );
}

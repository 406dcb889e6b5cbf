// UCP's get_product narrowing: options an agent has chosen ("Size: M") pick the variants shown, and each option
// value says whether it exists and can be bought beside the other choices. When no variant has every choice,
// choices are let go from the end of the agent's preference order (the last-named first), as UCP describes.
import type { AgentVariant, ProductFacts } from "./product-facts";

export type OptionChoice = { name: string; label: string };

export type NarrowedOption = { name: string; values: { label: string; available: boolean; exists: boolean }[] };

export type Narrowed = { selected: OptionChoice[]; options: NarrowedOption[]; variants: AgentVariant[] };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function hasChoices(variant: AgentVariant, choices: readonly OptionChoice[]): boolean {
  return choices.every((choice) =>
    variant.options.some((option) => same(option.name, choice.name) && same(option.value, choice.label)),
  );
}

/** Choices the product has, in its own spelling; one per option (the last given wins). */
function knownChoices(facts: ProductFacts, selected: readonly OptionChoice[]): OptionChoice[] {
  const byOption = new Map<string, OptionChoice>();
  for (const choice of selected) {
    const option = facts.options.find((candidate) => same(candidate.name, choice.name));
    const value = option?.values.find((candidate) => same(candidate.value, choice.label));
    if (option && value) byOption.set(option.name, { name: option.name, label: value.value });
  }
  return [...byOption.values()];
}

export function narrowVariants(
  facts: ProductFacts,
  selected: readonly OptionChoice[] = [],
  preferences: readonly string[] = [],
): Narrowed {
  let choices = knownChoices(facts, selected);
  // Let go of choices until some variant has all of them: the least preferred first (not named: before any named).
  const rank = (choice: OptionChoice) => {
    const index = preferences.findIndex((name) => same(name, choice.name));
    return index < 0 ? Number.POSITIVE_INFINITY : index;
  };
  while (choices.length > 0 && !facts.variants.some((variant) => hasChoices(variant, choices))) {
    const dropped = choices.reduce((worst, choice) => (rank(choice) >= rank(worst) ? choice : worst));
    choices = choices.filter((choice) => choice !== dropped);
  }
  const options = facts.options.map((option) => {
    const others = choices.filter((choice) => choice.name !== option.name);
    return {
      name: option.name,
      values: option.values.map((value) => {
        const candidates = facts.variants.filter((variant) =>
          hasChoices(variant, [...others, { name: option.name, label: value.value }]),
        );
        return {
          label: value.value,
          exists: candidates.length > 0,
          available: candidates.some((variant) => variant.available),
        };
      }),
    };
  });
  return {
    selected: choices,
    options,
    variants: facts.variants.filter((variant) => hasChoices(variant, choices)),
  };
}

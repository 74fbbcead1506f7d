import type { ComponentGroup, ProductComponent } from '@souk/contracts';
import {
  addUnit,
  clearGroup,
  componentControls,
  componentLimit,
  groupUnits,
  removeUnit,
  togglePick,
  type OptionSelection,
} from '@souk/core';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { CheckIcon } from '../components/catalog-icons.tsx';
import { Stepper } from '#app/ui/stepper.tsx';

interface OptionGroupProps {
  group: ComponentGroup;
  selection: OptionSelection;
  onChange: (next: OptionSelection) => void;
  format: CatalogFormat;
}

const optionRow =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary has-[:checked]:bg-primary-soft has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 hover:bg-canvas';
const inputClass = 'size-5 shrink-0 accent-[var(--color-primary)] focus-visible:outline-none';

/** "Choose 1", "Choose up to 3" or "Choose as many as you like". */
function ruleText(group: ComponentGroup, format: CatalogFormat): string {
  if (!group.multiSelection) return format.t('product.chooseOne');
  if (group.maxCount === null) return format.t('product.chooseAny');
  return format.plural('product.chooseUpTo', group.maxCount);
}

function OptionLabel({
  component,
  format,
}: {
  component: ProductComponent;
  format: CatalogFormat;
}) {
  return (
    <>
      <span className="min-w-0 flex-1">
        {component.name}
        {!component.available && (
          <span className="ms-2 text-sm text-muted">{format.t('product.unavailable')}</span>
        )}
      </span>
      {component.price > 0 && (
        <span className="shrink-0 text-sm text-muted tabular-nums">
          {`+${format.money(component.price)}`}
        </span>
      )}
    </>
  );
}

/**
 * One option group of the product modal: radios for a single choice (with "No, thanks" when
 * the group is optional), checkboxes for a multi-select group, steppers for components that
 * can be taken more than once. Every limit comes from @souk/core's option rules.
 */
export function OptionGroup({ group, selection, onChange, format }: OptionGroupProps) {
  const picked = groupUnits(selection, group.id);
  const satisfied = !group.required || picked > 0;
  const hintId = `group-${group.id}-rule`;
  const radioName = `group-${group.id}`;

  return (
    <fieldset
      data-testid="option-group"
      data-required={group.required}
      aria-describedby={hintId}
      className="flex flex-col gap-1"
    >
      <legend className="mb-1 flex w-full flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-base font-bold">{group.name}</span>
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
            group.required && !satisfied
              ? 'bg-primary text-primary-contrast'
              : 'bg-canvas text-muted'
          }`}
        >
          {group.required && satisfied && <CheckIcon className="size-3.5" />}
          {format.t(group.required ? 'product.required' : 'product.optional')}
        </span>
      </legend>
      <p id={hintId} className="mb-1 text-sm text-muted">
        {ruleText(group, format)}
      </p>

      {!group.multiSelection && !group.required && (
        <label className={optionRow}>
          <input
            type="radio"
            name={radioName}
            className={inputClass}
            checked={picked === 0}
            onChange={() => onChange(clearGroup(group, selection))}
          />
          <span className="flex-1">{format.t('product.noThanks')}</span>
        </label>
      )}

      {group.components.map((component) => {
        const controls = componentControls(group, component, selection);
        if (!group.multiSelection) {
          return (
            <label key={component.id} className={optionRow}>
              <input
                type="radio"
                name={radioName}
                className={inputClass}
                checked={controls.units > 0}
                disabled={!controls.pickable}
                onChange={() => onChange(addUnit(group, selection, component.id))}
              />
              <OptionLabel component={component} format={format} />
            </label>
          );
        }
        if (componentLimit(group, component) === 1) {
          return (
            <label key={component.id} className={optionRow}>
              <input
                type="checkbox"
                className={inputClass}
                checked={controls.units > 0}
                disabled={!controls.pickable || (controls.units === 0 && !controls.canAdd)}
                onChange={() => onChange(togglePick(group, selection, component.id))}
              />
              <OptionLabel component={component} format={format} />
            </label>
          );
        }
        return (
          <div
            key={component.id}
            className={`flex min-h-12 items-center gap-3 rounded-xl px-3 py-1 ${
              controls.units > 0 ? 'bg-primary-soft' : ''
            } ${controls.pickable ? '' : 'opacity-50'}`}
          >
            <OptionLabel component={component} format={format} />
            <Stepper
              value={controls.units}
              bounds={{ min: 0, max: componentLimit(group, component) }}
              plusBlocked={!controls.canAdd}
              label={component.name}
              onChange={(next) =>
                onChange(
                  next > controls.units
                    ? addUnit(group, selection, component.id)
                    : removeUnit(group, selection, component.id),
                )
              }
              decreaseLabel={format.t('product.decrease', { name: component.name })}
              increaseLabel={format.t('product.increase', { name: component.name })}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

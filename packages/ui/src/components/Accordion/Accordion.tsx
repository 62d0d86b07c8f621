import * as RadixAccordion from '@radix-ui/react-accordion';
import { type ComponentPropsWithoutRef, type ElementRef, forwardRef } from 'react';
import { classNames } from '../private/classNames';
import * as styles from './Accordion.css';

export type AccordionProps = Omit<
  ComponentPropsWithoutRef<typeof RadixAccordion.Root>,
  'type' | 'value' | 'defaultValue' | 'onValueChange' | 'collapsible'
> & {
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
};

/*
 * Sections that open and close independently (type multiple), as the crypto guide's six sections do
 * (spec 002 §2). The drawer's one-open-at-a-time sections are the Drawer's own.
 */
export const Accordion = forwardRef<ElementRef<typeof RadixAccordion.Root>, AccordionProps>(
  ({ className, ...props }, ref) => (
    <RadixAccordion.Root
      ref={ref}
      type="multiple"
      className={classNames(styles.root, className)}
      {...props}
    />
  ),
);
Accordion.displayName = 'Accordion';

export const AccordionItem = forwardRef<
  ElementRef<typeof RadixAccordion.Item>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Item>
>(({ className, ...props }, ref) => (
  <RadixAccordion.Item ref={ref} className={classNames(styles.item, className)} {...props} />
));
AccordionItem.displayName = 'AccordionItem';

/* The trigger sits in a heading so screen-reader users can jump between sections. */
export const AccordionTrigger = forwardRef<
  ElementRef<typeof RadixAccordion.Trigger>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Trigger>
>(({ className, children, ...props }, ref) => (
  <RadixAccordion.Header className={styles.header}>
    <RadixAccordion.Trigger ref={ref} className={classNames(styles.trigger, className)} {...props}>
      {children}
      <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </RadixAccordion.Trigger>
  </RadixAccordion.Header>
));
AccordionTrigger.displayName = 'AccordionTrigger';

export const AccordionContent = forwardRef<
  ElementRef<typeof RadixAccordion.Content>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Content>
>(({ className, ...props }, ref) => (
  <RadixAccordion.Content ref={ref} className={classNames(styles.content, className)} {...props} />
));
AccordionContent.displayName = 'AccordionContent';

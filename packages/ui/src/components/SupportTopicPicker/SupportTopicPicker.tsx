import { forwardRef } from 'react';
import { type PickerProps, Select } from '../Select/Select';

/* The support query types, in the order spec 000 §9 lists them. */
export const supportTopics = [
  'deposit',
  'withdraw',
  'bonus',
  'closing',
  'security',
  'verification',
  'techIssue',
] as const;
export type SupportTopic = (typeof supportTopics)[number];

export interface SupportTopicPickerProps extends PickerProps {
  topicLabels: Record<SupportTopic, string>;
}

export const SupportTopicPicker = forwardRef<HTMLButtonElement, SupportTopicPickerProps>(
  ({ topicLabels, ...props }, ref) => (
    <Select
      ref={ref}
      options={supportTopics.map((topic) => ({ value: topic, label: topicLabels[topic] }))}
      {...props}
    />
  ),
);
SupportTopicPicker.displayName = 'SupportTopicPicker';

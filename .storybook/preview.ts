// Themes, viewports and a11y settings live with the components so the visual tests share them.
export { default } from '../packages/ui/src/storybook/preview';

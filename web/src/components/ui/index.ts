// The UI primitives: Amplify UI's markup and CSS classes (web/src/app/styles.ts imports the
// per-component CSS), drawn by these small components instead of @aws-amplify/ui-react's JS.
export { Alert } from './alert';
export { Button } from './button';
export { Heading } from './heading';
export { Loader } from './loader';
export { Text } from './text';
export { TextField, type TextFieldProps } from './text-field';
export { SelectField } from './select-field';
export { TableScroll } from './table-scroll';

import { Alert, type AlertProps } from '@mantine/core';
import classes from './FlowAlert.module.css';

/**
 * Mantine's light Alert with its title in the text colour: the title in the alert's own colour
 * (orange-6 on orange-0, red-6 on red-0…) is about 3.5:1, under WCAG AA for its size (design §9).
 */
export function FlowAlert(props: Omit<AlertProps, 'classNames'>) {
  return <Alert variant="light" {...props} classNames={{ title: classes.title }} />;
}

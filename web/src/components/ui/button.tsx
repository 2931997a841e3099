import type { ComponentPropsWithRef } from "react";
import { Slot } from "radix-ui";
import { Spinner } from "./spinner";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "accent" | "ghost" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "lg";

export type ButtonProps = ComponentPropsWithRef<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a router Link, an <a>) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner and blocks clicks while a request is sending. */
  loading?: boolean;
};

export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  loading = false,
  className,
  disabled,
  children,
  type,
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], className].filter(Boolean).join(" ");
  if (asChild) {
    return (
      <Slot.Root className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? "button"}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}

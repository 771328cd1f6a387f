"""Debug output for the training step."""

import jax


def report(step_name, loss, grad_norm):
    # Printed by the device at run time: a Python print runs once, while pmap traces the step.
    jax.debug.print("[" + step_name + "] loss={loss} grad_norm={grad_norm}", loss=loss, grad_norm=grad_norm)

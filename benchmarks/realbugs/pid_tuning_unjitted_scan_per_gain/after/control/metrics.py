import jax.numpy as jnp


def step_metrics(outputs, setpoint=1.0):
    overshoot = jnp.maximum(jnp.max(outputs) - setpoint, 0.0) / setpoint
    final_error = jnp.abs(outputs[-1] - setpoint)
    return float(overshoot), float(final_error)

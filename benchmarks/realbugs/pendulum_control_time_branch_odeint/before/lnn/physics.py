"""Analytical double-pendulum dynamics with a joint torque switched on after a delay."""

import jax.numpy as jnp

SWITCH_TIME = 1.5


def control_torque(t, t1):
    """Hold the first joint at rest before the switch time, then drive it back to zero."""
    if t > SWITCH_TIME:  # expect: JXL101
        return -2.0 * t1
    return 0.0


def analytical_fn(state, t=0, m1=1, m2=1, l1=1, l2=1, g=9.8):
    t1, t2, w1, w2 = state
    a1 = (l2 / l1) * (m2 / (m1 + m2)) * jnp.cos(t1 - t2)
    a2 = (l1 / l2) * jnp.cos(t1 - t2)
    f1 = -(l2 / l1) * (m2 / (m1 + m2)) * (w2 ** 2) * jnp.sin(t1 - t2) - (g / l1) * jnp.sin(t1)
    f1 = f1 + control_torque(t, t1)
    f2 = (l1 / l2) * (w1 ** 2) * jnp.sin(t1 - t2) - (g / l2) * jnp.sin(t2)
    g1 = (f1 - a1 * f2) / (1 - a1 * a2)
    g2 = (f2 - a2 * f1) / (1 - a1 * a2)
    return jnp.stack([w1, w2, g1, g2])

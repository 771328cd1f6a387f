"""Choose the PTO damping that maximises absorbed power in a regular-ish sea state."""

import jax
import jax.numpy as jnp

from wecopt import WEC

FREQS = jnp.array([0.1, 0.2, 0.3, 0.4])
DEVICE = WEC(FREQS, mass=2.0, stiffness=8.0, damping=jnp.array([0.5, 0.8, 0.6, 0.3]))
EXCITATION = jnp.array([1.0, 0.2, 0.6, 0.1, 0.3, 0.0, 0.1, 0.05])


def objective(pto_damping):
    return DEVICE.average_power(EXCITATION, pto_damping)


def optimize(start: float = 0.5, steps: int = 30, lr: float = 0.5) -> float:
    grad = jax.grad(objective)
    damping = jnp.asarray(start)
    for _ in range(steps):
        damping = jnp.clip(damping - lr * grad(damping), 0.01, 20.0)
    return float(damping)


if __name__ == "__main__":
    best = optimize()
    print("PTO damping", best, "power", float(-objective(best)))

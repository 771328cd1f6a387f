import jax
import jax.numpy as jnp


def linear_warmup(peak, steps):
    return lambda step: peak * (step + 1) / steps


def constant(value):
    return lambda step: value * jnp.ones_like(step, dtype=jnp.float32)


def cosine_decay(peak, start, length):
    return lambda step: 0.5 * peak * (1.0 + jnp.cos(jnp.pi * jnp.clip((step - start) / length, 0.0, 1.0)))


class PhaseSchedule:
    """Chains learning-rate phases; `boundaries[i]` is the first step after phase i."""

    def __init__(self, phases, boundaries):
        self.phases = phases
        self.boundaries = jnp.asarray(boundaries)

    def __call__(self, step):
        phase = jnp.sum(step >= self.boundaries)
        return jax.lax.switch(phase, self.phases, step)

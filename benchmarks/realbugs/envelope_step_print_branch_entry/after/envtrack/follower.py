"""Attack/release envelope follower. The library never jits; callers jit or scan `follow_step` themselves."""

import jax
import jax.numpy as jnp


def follow_step(level, sample, attack, release, verbose=True):
    rise = jnp.abs(sample) - level
    if verbose:
        jax.debug.print("envelope {level} -> input {sample}", level=level, sample=sample)
    return level + jnp.where(rise > 0, attack, release) * rise

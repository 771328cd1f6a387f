from functools import partial

import jax


@partial(jax.jit, static_argnames=("step",))
def jitter_batch(base_key, batch, step, scale=0.05):
    """Add Gaussian jitter whose stream depends on the step, so every step sees fresh noise."""
    key = jax.random.fold_in(base_key, step)
    return batch + scale * jax.random.normal(key, batch.shape)

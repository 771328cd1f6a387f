from functools import partial

import jax
from jax import random
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0, 2))
def sample(model, factors, n_samps=8, seed=0):
    """Metropolis-Hastings sweeps of single-unit flips; one word recorded per sweep."""
    key = random.PRNGKey(seed)
    key, subkey = random.split(key)
    state = random.randint(subkey, (model.num_units,), 0, 2).astype(jnp.float32)
    words = []
    for _ in range(n_samps):
        for i in range(model.num_units):
            flipped = state.at[i].set(1.0 - state[i])
            delta = model.energy(factors, flipped) - model.energy(factors, state)
            key, subkey = random.split(key)
            accept = random.uniform(subkey) < jnp.exp(-delta)
            state = jnp.where(accept, flipped, state)
        words.append(state)
    return jnp.stack(words)

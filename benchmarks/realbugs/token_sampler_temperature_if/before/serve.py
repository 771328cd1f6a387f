import jax
import jax.numpy as jnp

from vla import TinyDecoder

model = TinyDecoder()
sample_actions = jax.jit(model.sample_actions)


def infer(seed=0, **sample_kwargs):
    return sample_actions(jax.random.PRNGKey(seed), jnp.int32(3), **sample_kwargs)

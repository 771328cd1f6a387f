import jax
import jax.numpy as jnp
import numpy as np


def sample_actions(params, observations, temperature):
    seed = np.random.randint(0, 2**31 - 1)  # expect: JXL402
    key = jax.random.PRNGKey(seed)
    mean = jnp.tanh(observations @ params["w"])
    noise = jax.random.normal(key, mean.shape)
    return jnp.clip(mean + temperature * noise, -1.0, 1.0)

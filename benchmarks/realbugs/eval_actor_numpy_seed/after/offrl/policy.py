import jax
import jax.numpy as jnp


def sample_actions(params, observations, key, temperature):
    mean = jnp.tanh(observations @ params["w"])
    noise = jax.random.normal(key, mean.shape)
    return jnp.clip(mean + temperature * noise, -1.0, 1.0)

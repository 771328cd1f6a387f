import jax
import jax.numpy as jnp


def perturbed_ensemble(key, state, members, amplitude=0.1):
    return state[None, :] + amplitude * jax.random.normal(key, (members, state.shape[-1]))


def spread(ensemble):
    return float(jnp.sqrt(jnp.mean(ensemble.var(axis=0))))

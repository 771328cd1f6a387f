import jax
import jax.numpy as jnp

from mhkit.progress import report_progress


def inference_loop(rng_key, kernel, initial_state, num_samples):
    @jax.jit
    def one_step(state, xs):
        i, key = xs
        new_state, accepted = kernel(key, state)
        report_progress(i + 1, num_samples)
        return new_state, (new_state[0], accepted)

    keys = jax.random.split(rng_key, num_samples)
    _, (positions, accepted) = jax.lax.scan(one_step, initial_state, (jnp.arange(num_samples), keys))
    return positions, accepted

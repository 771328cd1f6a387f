from functools import partial

import jax


@partial(jax.jit, static_argnames=("step_fn", "num_samples"))
def inference_loop(rng_key, step_fn, initial_state, num_samples):
    """Run `num_samples` kernel steps and return the stacked states; compiled once per kernel and length."""

    def one_step(state, key):
        state = step_fn(key, state)
        return state, state

    keys = jax.random.split(rng_key, num_samples)
    _, states = jax.lax.scan(one_step, initial_state, keys)
    return states

"""Sample one state at a time so that the target can be inspected (and later updated) between draws."""
import jax
import jax.numpy as jnp

from mcmc import RWState, build_random_walk, inference_loop


def log_target(x):
    return -0.5 * jnp.sum((x - 1.0) ** 2)


KERNEL = build_random_walk(log_target, step_size=0.5)
INITIAL = RWState(jnp.zeros(3), log_target(jnp.zeros(3)))


def run_rounds(num_rounds, seed=0):
    rng_key = jax.random.PRNGKey(seed)
    state = INITIAL
    draws = []
    for _ in range(num_rounds):
        rng_key, sample_key = jax.random.split(rng_key)
        states = inference_loop(sample_key, KERNEL, state, 1)
        state = jax.tree.map(lambda leaf: leaf[-1], states)
        draws.append(state.position)
    return jnp.stack(draws)


if __name__ == "__main__":
    print(run_rounds(20).mean(axis=0))

"""Time generation for a batch of prompts, as the profiling script of the project does."""

import time

import jax
import jax.numpy as jnp

from tinylm.generate import generate
from tinylm.model import init_params


def main():
    params = init_params(jax.random.PRNGKey(0), 50, 16)
    prompts = jnp.array([[4, 8, 15], [16, 23, 42]]) % 50
    for trial in range(3):
        start = time.perf_counter()
        tokens = generate(params, prompts, jax.random.PRNGKey(trial), 12)
        jax.block_until_ready(tokens)
        print(f"trial {trial}: {time.perf_counter() - start:.3f}s")


if __name__ == "__main__":
    main()

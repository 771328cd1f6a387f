import jax


def sample_offsets(rng, pad):
    return jax.random.randint(rng, (2,), 0, 2 * pad + 1)

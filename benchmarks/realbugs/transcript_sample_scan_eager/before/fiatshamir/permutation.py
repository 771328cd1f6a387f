import jax.numpy as jnp

MODULUS = 2 ** 31 - 1
ROUND_CONSTANTS = jnp.array([7, 11, 13, 17], dtype=jnp.uint32)


def permute(state):
    """A toy arithmetic permutation standing in for poseidon2 (x^5 S-box, cyclic mixing)."""
    for c in ROUND_CONSTANTS:
        x = (state + c) % MODULUS
        x = (x * x % MODULUS) * (x * x % MODULUS) % MODULUS * x % MODULUS
        state = (x + jnp.roll(x, 1)) % MODULUS
    return state

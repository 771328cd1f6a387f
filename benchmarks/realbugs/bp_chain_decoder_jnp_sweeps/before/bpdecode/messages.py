import jax.numpy as jnp


def pairwise_table(coupling):
    """log-potential of a ferromagnetic Ising edge, states (-1, +1)."""
    spins = jnp.array([-1.0, 1.0])
    return coupling * spins[:, None] * spins[None, :]


def max_product_sweep(left, right, unaries, table, damping):
    """One damped max-product sweep along a chain; messages are (n - 1, 2) log-messages."""
    new_right = jnp.max(unaries[:-1, :, None] + left_incoming(right)[:, :, None] + table, axis=1)
    new_left = jnp.max(unaries[1:, None, :] + right_incoming(left)[:, None, :] + table, axis=2)
    new_right = new_right - jnp.max(new_right, axis=1, keepdims=True)
    new_left = new_left - jnp.max(new_left, axis=1, keepdims=True)
    return damping * left + (1 - damping) * new_left, damping * right + (1 - damping) * new_right


def left_incoming(right):
    return jnp.concatenate([jnp.zeros((1, 2)), right[:-1]], axis=0)


def right_incoming(left):
    return jnp.concatenate([left[1:], jnp.zeros((1, 2))], axis=0)

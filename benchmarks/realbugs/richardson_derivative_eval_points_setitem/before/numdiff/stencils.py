import jax.numpy as jnp


def step_sizes(h0, n_terms, factor=2.0):
    return h0 / factor ** jnp.arange(n_terms)


def eval_points(x, h):
    n_terms = h.shape[0]
    x_eval = jnp.zeros((x.shape[0], 2 * n_terms), dtype=x.dtype)
    x_eval[:, :n_terms] = x[:, None] + h[None, :]  # expect: JXL301
    x_eval[:, n_terms:] = x[:, None] - h[None, :]  # expect: JXL301
    return x_eval

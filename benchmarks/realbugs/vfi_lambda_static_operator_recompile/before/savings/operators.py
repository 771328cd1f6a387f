import jax.numpy as jnp


def B(v, constants, sizes, arrays):
    """Right-hand side of the Bellman equation for every (w, y, w') on the grids."""
    beta, R, gamma = constants
    w_size, y_size = sizes
    w_grid, y_grid, Q = arrays
    w = jnp.reshape(w_grid, (w_size, 1, 1))
    y = jnp.reshape(y_grid, (1, y_size, 1))
    wp = jnp.reshape(w_grid, (1, 1, w_size))
    c = R * w + y - wp
    EV = jnp.sum(jnp.reshape(v, (1, 1, w_size, y_size)) * jnp.reshape(Q, (1, y_size, 1, y_size)), axis=3)
    return jnp.where(c > 0, c ** (1 - gamma) / (1 - gamma) + beta * EV, -jnp.inf)


def T(v, constants, sizes, arrays):
    return jnp.max(B(v, constants, sizes, arrays), axis=2)


def get_greedy(v, constants, sizes, arrays):
    return jnp.argmax(B(v, constants, sizes, arrays), axis=2)

import jax.numpy as jnp


def utility(c, gamma):
    return jnp.where(c > 0, jnp.maximum(c, 1e-10) ** (1 - gamma) / (1 - gamma), -jnp.inf)


def rhs(v, model):
    """B(a, y, a') = u(R a + y - a') + beta E[v(a', y') | y], on the full grid."""
    a = model.a_grid[:, None, None]
    y = model.y_grid[None, :, None]
    a_next = model.a_grid[None, None, :]
    consumption = model.R * a + y - a_next
    continuation = (model.P @ v.T)          # (y, a')
    return utility(consumption, model.gamma) + model.beta * continuation[None, :, :]


def bellman(v, model):
    return jnp.max(rhs(v, model), axis=-1)


def greedy(v, model):
    return jnp.argmax(rhs(v, model), axis=-1)

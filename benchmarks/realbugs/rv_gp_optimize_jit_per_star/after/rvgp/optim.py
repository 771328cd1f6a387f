import jax


def optimize(value_and_grad, params, *data, learning_rate=1e-3, n_steps=100):
    """Plain gradient descent on a pytree of parameters; the caller jits `value_and_grad(params, *data)` once."""
    for _ in range(n_steps):
        value, grads = value_and_grad(params, *data)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, value

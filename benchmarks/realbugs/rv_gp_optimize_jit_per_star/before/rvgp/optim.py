import jax


def optimize(objective, params, learning_rate=1e-3, n_steps=100):
    """Plain gradient descent on a pytree of parameters."""
    value_and_grad = jax.jit(jax.value_and_grad(objective))  # expect: JXL502
    for _ in range(n_steps):
        value, grads = value_and_grad(params)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, value

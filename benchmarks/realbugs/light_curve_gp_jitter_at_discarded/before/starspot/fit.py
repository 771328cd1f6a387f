import jax


def fit_hyperparameters(gp, params, learning_rate=1e-3, num_steps=100):
    objective = jax.jit(jax.value_and_grad(gp.negative_log_likelihood))
    values = []
    for _ in range(num_steps):
        value, grads = objective(params)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        values.append(float(value))
    return params, values

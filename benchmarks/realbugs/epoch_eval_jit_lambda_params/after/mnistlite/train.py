import jax
import jax.numpy as jnp

from mnistlite.model import apply_model, cross_entropy


@jax.jit
def train_step(params, x, y):
    grads = jax.grad(cross_entropy)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)


predict = jax.jit(apply_model)


def fit(params, train_set, test_set, epochs, batch_size=50):
    train_x, train_y = train_set
    test_x, test_y = test_set
    history = []
    for epoch in range(epochs):
        for start in range(0, len(train_x), batch_size):
            params = train_step(params, train_x[start:start + batch_size], train_y[start:start + batch_size])
        accuracy = jnp.mean(jnp.argmax(predict(params, test_x), axis=-1) == test_y)
        history.append(float(accuracy))
    return params, history

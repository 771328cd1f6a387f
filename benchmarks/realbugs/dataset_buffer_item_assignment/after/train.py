import jax
import jax.numpy as jnp

from datasets import load_training_set


def logits(params, x):
    return x.reshape(x.shape[0], -1) @ params["w"] + params["b"]


def loss(params, x, y):
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits(params, x)), y[:, None], axis=1))


@jax.jit
def sgd_step(params, x, y, learning_rate=0.5):
    grads = jax.grad(loss)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)


def train(num_epochs=3, batch_size=250):
    x_train, y_train = load_training_set()
    params = {"w": jnp.zeros((x_train[0].size, 10)), "b": jnp.zeros(10)}
    for _ in range(num_epochs):
        for start in range(0, x_train.shape[0], batch_size):
            params = sgd_step(params, x_train[start:start + batch_size], y_train[start:start + batch_size])
    accuracy = jnp.mean(jnp.argmax(logits(params, x_train), axis=1) == y_train)
    return params, accuracy

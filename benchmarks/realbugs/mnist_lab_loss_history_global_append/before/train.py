import numpy as onp
from jax import jit, value_and_grad, vmap
from jax import numpy as np
from jax import random

import data
from model import init_network_params, predict

layer_sizes = [784, 128, 10]
step_size = 0.1
num_epochs = 3
batch_size = 100

batched_predict = vmap(predict, in_axes=(None, 0))
loss_history = []


def loss(params, images, targets):
    preds = batched_predict(params, images)
    return -np.mean(np.sum(preds * targets, axis=1))


def accuracy(params, images, targets):
    return np.mean(np.argmax(batched_predict(params, images), axis=1) == np.argmax(targets, axis=1))


@jit
def update(params, x, y):
    value, grads = value_and_grad(loss)(params, x, y)
    loss_history.append(value)  # expect: JXL202
    return [(w - step_size * dw, b - step_size * db) for (w, b), (dw, db) in zip(params, grads)]


def main():
    images, labels = data.load()
    params = init_network_params(layer_sizes, random.PRNGKey(0))
    rng = onp.random.default_rng(1)
    for epoch in range(num_epochs):
        for x, y in data.batches(images, labels, batch_size, rng):
            params = update(params, x, y)
        print(f"epoch {epoch}: train accuracy {float(accuracy(params, images, labels)):.3f}")
    return params, loss_history


if __name__ == "__main__":
    main()

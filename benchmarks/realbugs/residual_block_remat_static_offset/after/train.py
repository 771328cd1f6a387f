from functools import partial

import jax
import jax.numpy as jnp

from model import Regressor


def make_step(model, learning_rate=0.05):
    @partial(jax.jit, static_argnames=("train",))
    def step(weights, x, y, train=True):
        def loss(w):
            return jnp.mean((model.predict(w, x, train) - y) ** 2)
        value, grads = jax.value_and_grad(loss)(weights)
        return [w - learning_rate * g for w, g in zip(weights, grads)], value
    return step


def main(steps=3):
    key_model, key_x = jax.random.split(jax.random.PRNGKey(0))
    model = Regressor(key_model)
    x = jax.random.normal(key_x, (32, 4))
    y = x.sum(axis=1)
    weights = model.initial_weights()
    step = make_step(model)
    losses = []
    for _ in range(steps):
        weights, value = step(weights, x, y)
        losses.append(float(value))
    return losses


if __name__ == "__main__":
    print(main())

"""Fits y = w x + b by gradient descent on a ridge-regularised squared error."""

from dataclasses import dataclass

import jax

from linfit.data import make_data
from linfit.objective import objective


@dataclass
class TrainConfig:
    learning_rate: float = 0.5
    steps: int = 300
    ridge: float = 1e-3


def train(config=TrainConfig()):
    x, y = make_data()
    params = {"w": 2.4, "b": 10.0}
    grad_fn = jax.jit(jax.grad(objective))
    for _ in range(config.steps):
        grads = grad_fn(params, x, y, config.ridge)
        params = {k: params[k] - config.learning_rate * grads[k] for k in params}
    return params


if __name__ == "__main__":
    print(train())

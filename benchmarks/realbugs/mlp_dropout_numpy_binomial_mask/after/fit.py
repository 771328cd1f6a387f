"""Fit y = sin(x) with a dropout-regularized MLP."""

import jax
import jax.numpy as jnp
import numpy as np

from tinynet.model import MLP
from tinynet.training import make_train_step


def main():
    np.random.seed(0)
    model = MLP(1, 64, 1, rate=0.2)
    params = model.init(jax.random.PRNGKey(0))
    step = make_train_step(model, learning_rate=0.005)
    x = jnp.linspace(-3, 3, 128)[:, None]
    batch = {"x": x, "y": jnp.sin(x)}
    key = jax.random.PRNGKey(1)
    for i in range(200):
        key, step_key = jax.random.split(key)
        params, value = step(params, batch, step_key)
    print(float(value))


if __name__ == "__main__":
    main()

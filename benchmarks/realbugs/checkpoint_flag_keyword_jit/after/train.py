"""Fit a small residual stack to a fixed target."""
import jax
import jax.numpy as jnp

from resnet import residual_stack

KEYS = jax.random.split(jax.random.PRNGKey(0), 3)
WEIGHTS = [0.1 * jax.random.normal(key, (4, 4)) for key in KEYS]
TARGET = jnp.linspace(-1.0, 1.0, 8).reshape(2, 4)


@jax.jit
def loss(weights, x):
    return jnp.mean((residual_stack(x, weights, bypass=False) - TARGET) ** 2)


def run(steps=3, lr=0.1):
    weights = WEIGHTS
    x = jnp.ones((2, 4))
    for _ in range(steps):
        grads = jax.grad(loss)(weights, x)
        weights = [w - lr * g for w, g in zip(weights, grads)]
    return loss(weights, x)


if __name__ == "__main__":
    print(run())

"""Train the MoE stack on a toy regression with the load-balancing penalty added to the loss."""

import jax
import jax.numpy as jnp

from moelite.model import MoEStack, init_layer

AUX_WEIGHT = 0.01


def train(steps=2, lr=0.05):
    keys = jax.random.split(jax.random.PRNGKey(0), 3)
    layers = [init_layer(k, width=6, experts=3) for k in keys]
    x = jax.random.normal(jax.random.PRNGKey(1), (12, 6))
    y = jnp.roll(x, 1, axis=1)
    model = MoEStack()

    def loss(layers):
        out = model(layers, x)
        return jnp.mean((out - y) ** 2) + AUX_WEIGHT * model.stats["aux_loss"]

    @jax.jit
    def step(layers):
        value, grads = jax.value_and_grad(loss)(layers)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, layers, grads), value

    for _ in range(steps):
        layers, value = step(layers)
    return value


if __name__ == "__main__":
    print(train())

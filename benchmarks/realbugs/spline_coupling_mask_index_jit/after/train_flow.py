"""Fit a spline-coupling flow to a two-moons-like sample with a jitted gradient step."""

import jax
import jax.numpy as jnp

from jaxflows import Flow, LinearSplineCoupling, Normal, Serial
from jaxflows.bijections import Reverse


def make_data(key, n=128):
    t = jax.random.uniform(key, (n,), minval=0.0, maxval=jnp.pi)
    return jnp.stack([jnp.cos(t), jnp.sin(t) - 0.5], axis=1) * 2.0


def train(steps=3, lr=1e-2):
    init_fun = Flow(Serial(LinearSplineCoupling(K=4, B=3.0, hidden_dim=8), Reverse(),
                           LinearSplineCoupling(K=4, B=3.0, hidden_dim=8)), Normal())
    params, log_pdf = init_fun(jax.random.PRNGKey(0), input_dim=2)
    data = make_data(jax.random.PRNGKey(1))

    def loss(params, batch):
        return -jnp.mean(log_pdf(params, batch))

    @jax.jit
    def step(params, batch):
        value, grads = jax.value_and_grad(loss)(params, batch)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), value

    for _ in range(steps):
        params, value = step(params, data)
    return value


if __name__ == "__main__":
    print(train())

"""Maximum a posteriori location of three measurements, the log density built as a graph and run by JAX."""

import jax
import jax.numpy as jnp

from tgraph import Constant, Variable, jaxify, specify_shape, square, sub, sum_

DATA = [1.2, 0.7, 1.6]


def build_logp():
    mu = Variable("mu")
    data = Constant(DATA, name="y")
    resid = specify_shape(sub(data, mu), (len(DATA),))
    logp = sum_(square(resid))
    logp_graph = jaxify([mu], [logp])

    def logp_fn(value):
        return -0.5 * logp_graph(value)[0]

    return logp_fn


def fit(steps=50, lr=0.1):
    step = jax.jit(jax.value_and_grad(build_logp()))
    mu = jnp.asarray(0.0)
    for _ in range(steps):
        _, grad = step(mu)
        mu = mu + lr * grad
    return mu


if __name__ == "__main__":
    print("MAP location:", float(fit()))
